export {
  CartTable,
  cartGoodsColumns,
  type CartId,
  type CartRow,
  type CartTableProps,
} from './CartTable.tsx';
