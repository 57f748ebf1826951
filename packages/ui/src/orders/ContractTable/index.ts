export { ContractTable, type ContractRow, type ContractTableProps } from './ContractTable.tsx';
