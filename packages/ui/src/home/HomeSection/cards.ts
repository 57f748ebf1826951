import styled, { css } from 'styled-components';
import { space } from '../../theme/index.ts';

/** The grid of cards of a home section (promotions, 猜你喜欢). */
export const CardGrid = styled.ul<{ $minWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minWidth }) => $minWidth}, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The bordered box of a card, which turns primary on hover or while something in it has focus. */
export const cardFrame = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
