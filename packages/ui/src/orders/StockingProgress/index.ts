export { StockingProgress, type StockingProgressProps } from './StockingProgress.tsx';
