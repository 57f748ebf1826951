export { PriceChange, type PriceChangeProps, type PriceDirection } from './PriceChange.tsx';
