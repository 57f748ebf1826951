export {
  InvoicePreview,
  type InvoiceFact,
  type InvoiceLineRow,
  type InvoicePreviewProps,
} from './InvoicePreview.tsx';
