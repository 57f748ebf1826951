export {
  InquiryLineTable,
  type InquiryLineTableProps,
  type LineColumn,
  type LineRow,
  type LineSuggest,
} from './InquiryLineTable.tsx';
