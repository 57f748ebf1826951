export {
  OrderConfirmation,
  type OrderAddressChoice,
  type OrderConfirmationProps,
  type OrderDeliveryWay,
} from './OrderConfirmation.tsx';
