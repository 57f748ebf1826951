export {
  InquiryLineTable,
  type InquiryLineTableProps,
  type LineColumn,
  type LineRow,
} from './InquiryLineTable.tsx';
