export { GoodsPrice, type GoodsPriceProps } from './GoodsPrice.tsx';
