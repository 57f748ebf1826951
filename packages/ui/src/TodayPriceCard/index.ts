export {
  TodayPriceCard,
  type TodayPriceCardProps,
  type PriceDirection,
} from './TodayPriceCard.tsx';
