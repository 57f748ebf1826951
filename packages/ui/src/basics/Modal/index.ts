export { IconButton, Modal, type ModalProps } from './Modal.tsx';
