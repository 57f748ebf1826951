export { StaffTable, type StaffRow, type StaffTableProps } from './StaffTable.tsx';
