import styled from 'styled-components';

/**
 * A row's action that leads to another page (申请发货), as a link in the small text of the
 * rows' actions. Give it an `aria-label` with the row (申请发货 DD20260318021001).
 */
export const RowLink = styled.a`
  font-size: ${({ theme }) => theme.font.size.xs};
`;
