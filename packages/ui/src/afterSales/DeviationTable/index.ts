export { DeviationTable, type DeviationRow, type DeviationTableProps } from './DeviationTable.tsx';
