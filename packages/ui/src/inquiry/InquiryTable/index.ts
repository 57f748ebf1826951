export { InquiryTable, type InquiryRow, type InquiryTableProps } from './InquiryTable.tsx';
