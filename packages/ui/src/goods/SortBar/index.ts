export {
  SortBar,
  type SortBarProps,
  type SortDirection,
  type SortField,
  type SortValue,
} from './SortBar.tsx';
