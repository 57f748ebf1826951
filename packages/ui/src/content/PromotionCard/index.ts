export {
  PromotionCard,
  type PromotionCardProps,
  type PromotionCardStatus,
} from './PromotionCard.tsx';
