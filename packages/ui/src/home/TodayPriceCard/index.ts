export { TodayPriceCard, type TodayPriceCardProps } from './TodayPriceCard.tsx';
