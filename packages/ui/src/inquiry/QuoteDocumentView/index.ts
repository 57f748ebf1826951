export {
  QuoteDocumentView,
  type QuoteDocumentLine,
  type QuoteDocumentViewProps,
} from './QuoteDocumentView.tsx';
