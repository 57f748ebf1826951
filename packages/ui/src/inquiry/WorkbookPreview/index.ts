export {
  WorkbookPreview,
  type WorkbookPreviewAsk,
  type WorkbookPreviewColumn,
  type WorkbookPreviewLine,
  type WorkbookPreviewProps,
} from './WorkbookPreview.tsx';
