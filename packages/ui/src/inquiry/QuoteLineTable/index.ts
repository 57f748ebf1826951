export { QuoteLineTable, type QuoteLineRow, type QuoteLineTableProps } from './QuoteLineTable.tsx';
