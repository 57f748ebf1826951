export { AuthPanel, type AuthPanelProps } from './AuthPanel.tsx';
