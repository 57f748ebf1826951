export {
  GoodsDetailPanel,
  type GoodsDetailPanelProps,
  type GoodsDetailStatus,
  type PriceComposition,
} from './GoodsDetailPanel.tsx';
