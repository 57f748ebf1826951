export { GatewayFrame, type GatewayFrameProps } from './GatewayFrame.tsx';
