export { InquirySearchBar, type InquirySearchBarProps } from './InquirySearchBar.tsx';
