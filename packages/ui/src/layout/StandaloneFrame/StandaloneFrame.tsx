import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { Frame, type FrameProps } from '../shared/frame.tsx';

/** The standalone frame's props: its page sits in a reading column. */
export type StandaloneFrameProps = FrameProps;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)};
`;

/**
 * The frame of a page shown on its own, outside the mall's header and navigation (the
 * company profile): a logo bar, the page in a reading column, and a copyright line.
 */
export function StandaloneFrame({ children, ...frame }: StandaloneFrameProps) {
  return (
    <Frame {...frame}>
      <Main>{children}</Main>
    </Frame>
  );
}
