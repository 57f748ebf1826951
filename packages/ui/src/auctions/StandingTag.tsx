import styled from 'styled-components';

/** The buyer's standing on a lot, for its tag's colour. */
export type LotStanding = 'none' | 'leading' | 'outbid' | 'won' | 'lost';

/** The buyer's standing as a word, green when leading or won, red when outbid. */
export const StandingTag = styled.span<{ $tone: LotStanding }>`
  color: ${({ $tone, theme }) =>
    $tone === 'leading' || $tone === 'won'
      ? theme.color.success
      : $tone === 'outbid'
        ? theme.color.danger
        : theme.color.textSecondary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
