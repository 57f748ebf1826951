export {
  GoodsFilterPanel,
  type FilterGroup,
  type FilterOption,
  type FilterValue,
  type GoodsFilterPanelProps,
} from './GoodsFilterPanel.tsx';
