export { StatusTag, statusColumn } from './StatusTag.tsx';
export type { StatusTagProps, StatusTagTone, StatusValue } from './StatusTag.tsx';
