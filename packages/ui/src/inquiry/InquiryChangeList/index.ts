export {
  InquiryChangeList,
  type InquiryChangeListProps,
  type InquiryChangeRow,
} from './InquiryChangeList.tsx';
