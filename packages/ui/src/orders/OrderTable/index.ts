export {
  OrderTable,
  type OrderCard,
  type OrderCardLine,
  type OrderSelection,
  type OrderTableProps,
} from './OrderTable.tsx';
