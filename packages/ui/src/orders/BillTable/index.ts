export { BillTable, type BillRow, type BillSelection, type BillTableProps } from './BillTable.tsx';
