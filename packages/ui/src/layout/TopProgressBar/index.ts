export { TopProgressBar, type TopProgressBarProps } from './TopProgressBar.tsx';
