import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'danger' | 'dangerText';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight: primary for the one main action, text for row actions in tables, danger for a
   * destructive dialog action, dangerText for a destructive row action (删除).
   */
  variant?: ButtonVariant;
  /** Shows a spinner and refuses clicks while a request is in flight. */
  loading?: boolean;
  /** Small buttons sit in tables and toolbars. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretches the button to the width of its container. */
  block?: boolean;
}

const Root = styled.button<{ $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &[data-size='sm'] {
    height: ${({ theme }) => theme.control.sm};
    padding: 0 12px;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='md'] {
    height: ${({ theme }) => theme.control.md};
    padding: 0 16px;
  }
  &[data-size='lg'] {
    height: ${({ theme }) => theme.control.lg};
    padding: 0 24px;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryHover};
    }
  }
  &[data-variant='default'] {
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.text};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.color.primary};
      color: ${({ theme }) => theme.color.primary};
    }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.danger};
    color: #fff;
  }
  &[data-variant='dangerText'] {
    background: transparent;
    color: ${({ theme }) => theme.color.danger};
    padding-left: 4px;
    padding-right: 4px;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  }
  &[data-variant='text'] {
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    padding-left: 4px;
    padding-right: 4px;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The one button of the product. While `loading`, it ignores clicks so nothing is sent twice. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    size = 'md',
    loading = false,
    block = false,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      $block={block}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </Root>
  );
});
