export { RowLink } from './RowLink.tsx';
