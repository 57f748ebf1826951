import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { DialogFooterRow } from '../Modal/DialogActions.tsx';
import { dialogOverlay, dialogSurface } from '../../theme/dialog.ts';

export interface ConfirmDialogProps {
  /** The heading, e.g. 提示. */
  title: ReactNode;
  /** The question, e.g. 确定退出系统吗？ */
  content: ReactNode;
  /** Text of the confirm button. */
  confirmText?: string;
  /** Text of the cancel button. */
  cancelText?: string;
  /** The action is destructive (确定删除, 确定取消): the confirm button is a danger one. */
  danger?: boolean;
  /** Opens the dialog when pressed; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled open state; leave it out to let the trigger open the dialog. */
  open?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called once per press of confirm; while the promise it may return is pending the button spins. */
  onConfirm: () => unknown;
  /** Called when the user backs out: the cancel button or Esc. */
  onCancel?: () => void;
}

const Overlay = styled(AlertDialog.Overlay)`
  ${dialogOverlay}
`;

const Content = styled(AlertDialog.Content)`
  ${dialogSurface}
  top: 40%;
  width: min(420px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space[5]}px;
`;

const Title = styled(AlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled(AlertDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Footer = styled(DialogFooterRow)`
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/**
 * Asks the user to confirm an action (Radix AlertDialog: focus is trapped, Esc closes, focus
 * returns to the trigger). An async `onConfirm` keeps the dialog open with a spinning confirm
 * button that cannot be pressed twice; the dialog closes when the promise resolves and stays
 * open if it rejects.
 */
export function ConfirmDialog({
  title,
  content,
  confirmText = '确定',
  cancelText = '取消',
  danger = false,
  trigger,
  open,
  onOpenChange,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (pendingRef.current) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = async () => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays open for another try.
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Description>{content}</Description>
          <Footer>
            <AlertDialog.Cancel asChild>
              <Button disabled={pending}>{cancelText}</Button>
            </AlertDialog.Cancel>
            <Button
              variant={danger ? 'danger' : 'primary'}
              loading={pending}
              onClick={handleConfirm}
            >
              {confirmText}
            </Button>
          </Footer>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
