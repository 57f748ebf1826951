export { ResultPanel, type ResultPanelProps, type ResultStatus } from './ResultPanel.tsx';
