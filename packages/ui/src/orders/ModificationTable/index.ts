export {
  ModificationTable,
  type ModificationRow,
  type ModificationTableProps,
} from './ModificationTable.tsx';
