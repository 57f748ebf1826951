import { css, keyframes } from 'styled-components';
import { space } from './theme.ts';

const menuIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(-4px);
  }
`;

/** The floating card of every drop-down menu (the user menu, a row's 更多); each sets its width. */
export const menuSurface = css`
  z-index: ${({ theme }) => theme.z.popover};
  padding: ${space(1)} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${menuIn} ${({ theme }) => theme.motion.fast} ease-out;
    }
  }
`;

/** An item of a drop-down menu: its padding, and the highlight the keyboard or pointer moves. */
export const menuItem = css`
  justify-content: flex-start;
  padding: ${space(1)} ${space(4)};
  cursor: pointer;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
`;
