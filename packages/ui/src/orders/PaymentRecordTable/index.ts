export {
  PaymentRecordTable,
  type PaymentRecordRow,
  type PaymentRecordTableProps,
} from './PaymentRecordTable.tsx';
