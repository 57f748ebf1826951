export { Empty, type EmptyProps } from './Empty.tsx';
