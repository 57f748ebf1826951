import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

export interface LazyConfirmDialogProps extends Omit<ConfirmDialogProps, 'open' | 'trigger'> {
  /** Whether the question is asked; the dialog's code loads the first time it is. */
  open: boolean;
}

/**
 * The same ConfirmDialog, for questions a page may never ask (logout, the action guard, the
 * page-update prompt): its code, with Radix's dialog, loads only when it first opens, so it
 * stays off the home route's initial JavaScript.
 */
export function LazyConfirmDialog({ open, ...props }: LazyConfirmDialogProps) {
  if (!open) return null;
  return (
    <Suspense>
      <ConfirmDialog open {...props} />
    </Suspense>
  );
}
