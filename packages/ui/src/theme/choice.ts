import { css } from 'styled-components';

/**
 * A choice among several (a tab, a filter chip): a pointer cursor, text that turns primary
 * under it, and colour and border that ease as it is hovered or chosen.
 */
export const choiceHover = css`
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;
