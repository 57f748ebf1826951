export { Empty, FilteredEmpty, type EmptyProps, type FilteredEmptyProps } from './Empty.tsx';
