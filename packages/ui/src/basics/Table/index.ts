export { byKey, Table, type TableColumn, type TableProps, type TableStateProps } from './Table.tsx';
