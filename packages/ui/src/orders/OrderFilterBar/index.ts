export {
  OrderFilterBar,
  type OrderFilterBarProps,
  type OrderFilterValue,
} from './OrderFilterBar.tsx';
