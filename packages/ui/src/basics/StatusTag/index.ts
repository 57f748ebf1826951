export { StatusTag } from './StatusTag.tsx';
export type { StatusTagProps, StatusTagTone } from './StatusTag.tsx';
