import styled, { keyframes } from 'styled-components';

export interface TopProgressBarProps {
  /** True while a lazily loaded route is loading; nothing is rendered otherwise. */
  active: boolean;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.toast};
  height: 3px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primarySoft};
`;

// With reduced motion the bar stands still across the whole width.
const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};

  @media (prefers-reduced-motion: no-preference) {
    width: 40%;
    animation: ${slide} 1.2s ease-in-out infinite;
  }
`;

/** The thin bar at the very top of the window while a lazily loaded route loads. */
export function TopProgressBar({ active }: TopProgressBarProps) {
  if (!active) return null;
  return (
    <Track role="progressbar" aria-label="页面加载中">
      <Bar />
    </Track>
  );
}
