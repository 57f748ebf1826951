export {
  PromotionList,
  type PromotionListItem,
  type PromotionListProps,
} from './PromotionList.tsx';
