export { GoodsResultList, type GoodsResultListProps } from './GoodsResultList.tsx';
