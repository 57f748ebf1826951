export {
  CapitalFilterBar,
  type CapitalFilterBarProps,
  type CapitalFilterValue,
} from './CapitalFilterBar.tsx';
