import { css, keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }`;
const dropIn = keyframes`from { opacity: 0; transform: translate(-50%, 8px) scale(0.98); }`;

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

/**
 * A dialog whose content arrives after it opens (a list loading, a tab chosen, a step shown) is
 * held by its top edge, 80px down, and grows downwards within the window: its header, its tabs
 * and its buttons stay where the eye and the pointer are. Centred, each answer moved them (the
 * message centre's header rose 158px as its list arrived, and a press begun on 消息设置 ended
 * beside it). As the enterprise design systems do (Ant Design's Modal stands 100px down).
 */
export const dialogFromTop = css`
  top: 80px;
  max-height: calc(100vh - 112px);
  transform: translateX(-50%);

  @media (prefers-reduced-motion: no-preference) {
    animation-name: ${dropIn};
  }
`;
