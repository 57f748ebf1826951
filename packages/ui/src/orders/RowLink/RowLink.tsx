import styled from 'styled-components';
import { textAction } from '../../theme/action.ts';

/**
 * A row's action that leads to another page (申请发货, 申请售后): a link drawn as the rows' text
 * buttons are. Give it an `aria-label` with the row (申请发货 DD20260318021001).
 */
export const RowLink = styled.a`
  ${textAction}
`;
