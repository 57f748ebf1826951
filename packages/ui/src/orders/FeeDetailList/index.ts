export { FeeDetailList, type FeeDetailListProps, type FeeLine } from './FeeDetailList.tsx';
