export {
  GoodsDetailPanel,
  type GoodsDetailPanelProps,
  type GoodsDetailStatus,
} from './GoodsDetailPanel.tsx';
