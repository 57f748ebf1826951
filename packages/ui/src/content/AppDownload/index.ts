export { AppDownload, type AppDownloadProps } from './AppDownload.tsx';
