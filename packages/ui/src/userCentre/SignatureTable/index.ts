export { SignatureTable, type SignatureRow, type SignatureTableProps } from './SignatureTable.tsx';
