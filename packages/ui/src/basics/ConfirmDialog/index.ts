export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { LazyConfirmDialog, type LazyConfirmDialogProps } from './LazyConfirmDialog.tsx';
