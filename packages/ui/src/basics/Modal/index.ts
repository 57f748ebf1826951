export { Modal, type ModalProps } from './Modal.tsx';
export { DialogActions, DialogFooterRow, type DialogActionsProps } from './DialogActions.tsx';
export { FormDialog, type FormDialogProps } from './FormDialog.tsx';
