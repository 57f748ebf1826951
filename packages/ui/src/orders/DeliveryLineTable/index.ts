export {
  DeliveryLineTable,
  type DeliveryLineRow,
  type DeliveryLineTableProps,
} from './DeliveryLineTable.tsx';
