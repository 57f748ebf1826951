export { QrLoginPanel, type QrLoginPanelProps, type QrLoginStatus } from './QrLoginPanel.tsx';
