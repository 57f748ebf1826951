export {
  PriceHistoryPanel,
  type PriceFigure,
  type PriceHistoryPanelProps,
  type PriceHistoryRow,
} from './PriceHistoryPanel.tsx';
