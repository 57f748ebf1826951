import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The button's accessible name, which the icon alone does not give, e.g. 删除 报价单.pdf. */
  label: string;
  /** The icon (lucide-react, 16 px), hidden from assistive technology. */
  children: ReactNode;
  /** `danger` turns red on hover, for a removal. */
  variant?: 'default' | 'danger';
  /** `md` (32 px) in a dialog's header, `sm` (28 px) in a field or a row. */
  size?: 'sm' | 'md';
  /** The button element, e.g. for a Radix trigger. */
  ref?: Ref<HTMLButtonElement>;
}

/** The look of a button that shows only its icon, also of the calendar's month buttons. */
export const iconButtonLook = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
`;

const Root = styled.button`
  ${iconButtonLook}
  width: ${({ theme }) => theme.control.sm};
  height: ${({ theme }) => theme.control.sm};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.fill};
  }
  &[data-size='md'] {
    width: ${({ theme }) => theme.control.md};
    height: ${({ theme }) => theme.control.md};
  }
  &[data-variant='danger']:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/**
 * A button that shows only an icon (a dialog's 关闭, the calendar, a file's or a line's removal):
 * named by `label`, 28 or 32 px square so that it is a target of at least 24 px, the icon hidden.
 */
export function IconButton({
  label,
  children,
  variant = 'default',
  size = 'sm',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Root type={type} aria-label={label} data-variant={variant} data-size={size} {...rest}>
      {children}
    </Root>
  );
}
