export { FilterBar, FilterField } from './FilterBar.tsx';
export type { FilterBarProps } from './FilterBar.tsx';
