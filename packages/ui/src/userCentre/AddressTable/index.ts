export { AddressTable, type AddressRow, type AddressTableProps } from './AddressTable.tsx';
