import { LazyConfirmDialog } from '@mall/ui';

export interface MarkAllReadConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called on 确认; the dialog closes itself. */
  onConfirm: () => void;
}

/** The confirm before marking every message read: 提示 / 请确认 / 确认 / 关闭 (spec section 2). */
export function MarkAllReadConfirm({ open, onOpenChange, onConfirm }: MarkAllReadConfirmProps) {
  return (
    <LazyConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="提示"
      content="请确认"
      confirmText="确认"
      cancelText="关闭"
      onConfirm={() => {
        onOpenChange(false);
        onConfirm();
      }}
    />
  );
}
