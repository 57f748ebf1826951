export { RowActions } from './RowActions.tsx';
export type { RowActionsProps } from './RowActions.tsx';
