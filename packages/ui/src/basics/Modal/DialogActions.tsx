import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';

export interface DialogActionsProps {
  /** Called by 取消: closes the dialog without doing anything. */
  onCancel: () => void;
  /** The cancel button's text: 取消 (the spec's logout alone says 我再想想). */
  cancelText?: string;
  /** 取消 cannot be pressed, e.g. while the primary action is in flight. */
  cancelDisabled?: boolean;
  /** The primary action (one Button, danger for a destructive one), after 取消. */
  children: ReactNode;
}

/** The footer row of every dialog: right-aligned, 取消 first, then the primary action. */
export const DialogFooterRow = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/**
 * The dialog pattern's footer (规范/对话框): every dialog can be cancelled, 取消 comes before the
 * primary, the row is right-aligned, and a destructive primary is a danger Button.
 */
export function DialogActions({
  onCancel,
  cancelText = '取消',
  cancelDisabled = false,
  children,
}: DialogActionsProps) {
  return (
    <DialogFooterRow>
      <Button disabled={cancelDisabled} onClick={onCancel}>
        {cancelText}
      </Button>
      {children}
    </DialogFooterRow>
  );
}
