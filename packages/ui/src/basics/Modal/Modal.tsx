import type { ReactElement, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import styled from 'styled-components';
import { dialogFromTop, dialogOverlay, dialogSurface } from '../../theme/dialog.ts';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface ModalProps {
  /** The heading, e.g. 消息中心; it names the dialog. */
  title: ReactNode;
  /** The body of the dialog. */
  children: ReactNode;
  /** Buttons in the header, left of the close button (e.g. 全部已读, the settings icon). */
  actions?: ReactNode;
  /** Buttons under the body, aligned right. */
  footer?: ReactNode;
  /** Width: sm 420 px, md 560 px, lg 800 px, xl 1000 px for a table of many columns (capped by the window). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Opens the dialog when pressed; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled open state; leave it out to let the trigger open the dialog. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes (close button, Esc, a click outside). */
  onOpenChange?: (open: boolean) => void;
}

const Overlay = styled(Dialog.Overlay)`
  ${dialogOverlay}
`;

const Content = styled(Dialog.Content)`
  ${dialogSurface}
  ${dialogFromTop}
  display: flex;
  flex-direction: column;

  &[data-size='sm'] {
    width: min(420px, calc(100vw - 32px));
  }
  &[data-size='md'] {
    width: min(560px, calc(100vw - 32px));
  }
  &[data-size='lg'] {
    width: min(800px, calc(100vw - 32px));
  }
  &[data-size='xl'] {
    width: min(1000px, calc(100vw - 32px));
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled(Dialog.Title)`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[5]}px`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * A dialog with a header (title, actions, close button), a scrolling body and an optional
 * footer (Radix Dialog: focus is trapped, Esc closes, focus returns to the trigger).
 */
export function Modal({
  title,
  children,
  actions,
  footer,
  size = 'md',
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: ModalProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Overlay />
        <Content data-size={size} aria-describedby={undefined}>
          <Header>
            <Title>{title}</Title>
            {actions}
            <Dialog.Close asChild>
              <IconButton label="关闭" size="md">
                <X aria-hidden="true" size={18} />
              </IconButton>
            </Dialog.Close>
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
