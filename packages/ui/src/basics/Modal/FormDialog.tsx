import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { space } from '../../theme/index.ts';
import { DialogActions } from './DialogActions.tsx';
import { Modal } from './Modal.tsx';

export interface FormDialogProps {
  /** The dialog's title, e.g. 取消订单. */
  title: string;
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when it opens or closes (the cancel button, the close button, Esc), never while pending. */
  onOpenChange: (open: boolean) => void;
  /** The number of the order (or delivery) the form is about, shown above the fields. */
  orderNo: string;
  /** What `orderNo` is called; 订单号 by default. */
  numberLabel?: string;
  /** The cancel button's text; 取消 by default. */
  cancelText?: string;
  /** The primary button's text, e.g. 确定取消. */
  confirmText: string;
  /** Called by the primary button. */
  onConfirm: () => void;
  /** The form is being sent: the primary button spins and the dialog stays open. */
  pending: boolean;
  /** The primary action is destructive (确定取消, 确定删除): a danger button. */
  danger?: boolean;
  /** Also greys out the primary button while pending. */
  disableWhilePending?: boolean;
  /** The client's message when sending failed, under the fields. */
  error?: string;
  /** The fields. */
  children: ReactNode;
}

const Body = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const NumberLine = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * A small dialog around a form about one order: its number, the fields, the failure message, and
 * a footer of the cancel button and the primary one; it cannot be closed while pending.
 */
export function FormDialog({
  title,
  open,
  onOpenChange,
  orderNo,
  numberLabel = '订单号',
  cancelText = '取消',
  confirmText,
  onConfirm,
  pending,
  disableWhilePending = false,
  danger = false,
  error,
  children,
}: FormDialogProps) {
  const handleOpenChange = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };
  return (
    <Modal
      title={title}
      size="sm"
      open={open}
      onOpenChange={handleOpenChange}
      footer={
        <DialogActions
          cancelText={cancelText}
          cancelDisabled={pending}
          onCancel={() => handleOpenChange(false)}
        >
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={pending}
            disabled={disableWhilePending && pending}
            onClick={onConfirm}
          >
            {confirmText}
          </Button>
        </DialogActions>
      }
    >
      <Body>
        <NumberLine>
          {numberLabel}：{orderNo}
        </NumberLine>
        {children}
        {error && <Failure role="alert">{error}</Failure>}
      </Body>
    </Modal>
  );
}
