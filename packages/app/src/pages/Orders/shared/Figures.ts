import styled from 'styled-components';

/** An order card's money column as label/figure pairs (dt/dd), aligned right. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 2px ${({ theme }) => theme.space[2]}px;
  margin: 0;
  font-variant-numeric: tabular-nums;

  & dt {
    color: ${({ theme }) => theme.color.textSecondary};
    white-space: nowrap;
  }
  & dd {
    margin: 0;
  }
`;
