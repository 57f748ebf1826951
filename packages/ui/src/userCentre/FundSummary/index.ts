export { FundSummary, type FundFigure, type FundSummaryProps } from './FundSummary.tsx';
