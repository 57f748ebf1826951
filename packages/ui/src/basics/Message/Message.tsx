import { useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { Portal } from 'radix-ui';
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { MessageType, Messenger } from './messenger.ts';

export interface MessageViewportProps {
  /** The messenger whose toasts this viewport shows. */
  messenger: Messenger;
}

const icons: Record<MessageType, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
  error: CircleX,
};

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); }`;

const Viewport = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space[5]}px;
  left: 50%;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  transform: translateX(-50%);
  pointer-events: none;
`;

const Toast = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 240px;
  max-width: 480px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.color.text};
  pointer-events: auto;

  & > svg {
    flex: none;
  }
  &[data-variant='success'] > svg {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-variant='info'] > svg {
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-variant='warning'] > svg {
    color: ${({ theme }) => theme.color.warning};
  }
  &[data-variant='error'] > svg {
    color: ${({ theme }) => theme.color.danger};
  }

  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

/**
 * Shows a messenger's toasts at the top centre of the page, in a polite live region so that
 * screen readers read each one out. Render it once, near the root.
 */
export function MessageViewport({ messenger }: MessageViewportProps) {
  const items = useSyncExternalStore(messenger.subscribe, messenger.getSnapshot);
  return (
    <Portal.Root>
      <Viewport role="status" aria-live="polite">
        {items.map(({ id, type, text }) => {
          const Icon = icons[type];
          return (
            <Toast key={id} data-variant={type}>
              <Icon aria-hidden="true" size={16} />
              {text}
            </Toast>
          );
        })}
      </Viewport>
    </Portal.Root>
  );
}
