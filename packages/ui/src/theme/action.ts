import { css } from 'styled-components';

/**
 * A row's text action, whatever element carries it: the box and look of `<Button variant="text"
 * size="sm">` (28 px high, 4 px either side, small primary text, underlined on hover), for the
 * row's links (RowLink) and its 更多 trigger, so that a row's actions are one visual kind.
 */
export const textAction = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: ${({ theme }) => theme.control.sm};
  padding: 0 4px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
