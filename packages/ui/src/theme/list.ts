import { css } from 'styled-components';

/** A list without bullets or the browser's indent; each list sets its own layout and gap. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
