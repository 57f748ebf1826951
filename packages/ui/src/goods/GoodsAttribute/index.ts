export { GoodsAttribute, type GoodsAttributeProps } from './GoodsAttribute.tsx';
