export { PromotionStrip, type Promotion, type PromotionStripProps } from './PromotionStrip.tsx';
