export {
  PaymentRecordFilterBar,
  type PaymentRecordFilterBarProps,
  type PaymentRecordFilterValue,
} from './PaymentRecordFilterBar.tsx';
