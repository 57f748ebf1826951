import { ConfirmDialog } from '@mall/ui';

export interface LogoutConfirmProps {
  /** Called with false when the buyer backs out (我再想想 or Esc). */
  onOpenChange: (open: boolean) => void;
  /** Called when the buyer confirms 确定. */
  onConfirm: () => void;
}

/**
 * The logout question of spec section 5: 确定退出系统吗？ with 确定 / 我再想想. Its own chunk,
 * loaded when the buyer chooses 退出登录, so the dialog is not on the home route's initial JS.
 */
export default function LogoutConfirm({ onOpenChange, onConfirm }: LogoutConfirmProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="提示"
      content="确定退出系统吗？"
      confirmText="确定"
      cancelText="我再想想"
      onConfirm={onConfirm}
    />
  );
}
