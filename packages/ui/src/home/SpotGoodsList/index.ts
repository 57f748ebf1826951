export { SpotGoodsList, type SpotGoodsListProps } from './SpotGoodsList.tsx';
