export { SimilarGoods, type SimilarGoodsProps } from './SimilarGoods.tsx';
