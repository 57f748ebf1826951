import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/**
 * A one-line note in a page, such as why prices show '-', with its links underlined so that
 * they stand out from the text without relying on colour.
 */
export const InlineNote = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};

  & a {
    text-decoration: underline;
  }
`;
