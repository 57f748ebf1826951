export {
  CapitalRecordTable,
  type CapitalRecordRow,
  type CapitalRecordTableProps,
} from './CapitalRecordTable.tsx';
