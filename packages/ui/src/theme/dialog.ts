import { css, keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }`;

/** The dimmed backdrop under every dialog (ConfirmDialog, Modal). */
export const dialogOverlay = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  background: ${({ theme }) => theme.color.overlay};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

/** The centred white card of every dialog; each dialog sets its own `top` and width. */
export const dialogSurface = css`
  position: fixed;
  left: 50%;
  z-index: ${({ theme }) => theme.z.dialog};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  transform: translate(-50%, -50%);

  @media (prefers-reduced-motion: no-preference) {
    animation: ${popIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;
