export {
  PriceChart,
  describePoint,
  type ChartSeries,
  type LegendItem,
  type PriceChartProps,
} from './PriceChart.tsx';
