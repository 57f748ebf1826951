import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Empty } from '../Empty/Empty.tsx';

export interface ErrorStateProps extends HTMLAttributes<HTMLDivElement> {
  /** The message from the contract client, already in Chinese. */
  message: string;
  /** Loads the list again; without it there is no 重试 button. */
  onRetry?: () => void;
  /** For a permanent failure (not found): the way back, e.g. 返回订单列表, instead of 重试. */
  back?: ReactNode;
}

/**
 * What a list shows when loading failed: the client's message and a 重试 button, or for a
 * permanent failure the way back.
 */
export function ErrorState({ message, onRetry, back, ...rest }: ErrorStateProps) {
  return (
    <Empty
      role="alert"
      variant="error"
      description={message}
      action={back ?? (onRetry && <Button onClick={onRetry}>重试</Button>)}
      {...rest}
    />
  );
}
