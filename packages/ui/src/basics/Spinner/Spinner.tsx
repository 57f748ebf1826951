import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from 'radix-ui';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Announced to screen readers (e.g. 加载中); without it the spinner is decorative. */
  label?: string;
  /** Diameter; defaults to the current font size, so it fits inside a button. */
  $size?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${spin} 0.8s linear infinite;
  }
`;

/** A small ring that turns while a request is in flight. It stands still when motion is reduced. */
export function Spinner({ label, $size = '1em', ...rest }: SpinnerProps) {
  if (label === undefined) return <Ring aria-hidden="true" $size={$size} {...rest} />;
  return (
    <span role="status" {...rest}>
      <Ring aria-hidden="true" $size={$size} />
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
