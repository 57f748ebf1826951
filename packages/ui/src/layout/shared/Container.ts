import styled, { css } from 'styled-components';
import { space } from '../../theme/index.ts';

/**
 * The centred content column (UI.md): 1200 px of content with a 16 px gutter on each side,
 * shrinking with the window below that.
 */
export const contentColumn = css`
  width: 100%;
  max-width: calc(${({ theme }) => theme.layout.content} + 2 * ${space(4)});
  margin-inline: auto;
  padding-inline: ${space(4)};
`;

/** A block in the centred content column; full-width bars put their content in it. */
export const Container = styled.div`
  ${contentColumn}
`;
