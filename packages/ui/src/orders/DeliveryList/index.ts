export {
  DeliveryList,
  type DeliveryCard,
  type DeliveryCardLine,
  type DeliveryFact,
  type DeliveryListProps,
} from './DeliveryList.tsx';
