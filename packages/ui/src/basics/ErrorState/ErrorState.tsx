import type { HTMLAttributes } from 'react';
import { Button } from '../Button/Button.tsx';
import { Empty } from '../Empty/Empty.tsx';

export interface ErrorStateProps extends HTMLAttributes<HTMLDivElement> {
  /** The message from the contract client, already in Chinese. */
  message: string;
  /** Loads the list again; without it there is no 重试 button. */
  onRetry?: () => void;
}

/** What a list shows when loading failed: the client's message and a 重试 button. */
export function ErrorState({ message, onRetry, ...rest }: ErrorStateProps) {
  return (
    <Empty
      role="alert"
      variant="error"
      description={message}
      action={onRetry && <Button onClick={onRetry}>重试</Button>}
      {...rest}
    />
  );
}
