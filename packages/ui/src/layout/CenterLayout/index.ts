export { CenterLayout, type CenterLayoutProps } from './CenterLayout.tsx';
