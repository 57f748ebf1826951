export {
  Upload,
  UploadItem,
  UploadList,
  UploadZone,
  type UploadItemProps,
  type UploadLimits,
  type UploadProps,
  type UploadZoneProps,
} from './Upload.tsx';
