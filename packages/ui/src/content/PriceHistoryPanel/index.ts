export {
  PriceHistoryPanel,
  type FigureGroup,
  type PriceCell,
  type PriceFigure,
  type PriceHistoryPanelProps,
  type PriceHistoryRow,
} from './PriceHistoryPanel.tsx';
