export { StandaloneFrame, type StandaloneFrameProps } from './StandaloneFrame.tsx';
