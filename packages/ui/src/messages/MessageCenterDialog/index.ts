export {
  CUSTOMER_SERVICE_TYPE_ID,
  MESSAGE_PAGE_SIZE,
  MessageCenterDialog,
  type MessageCenterDialogProps,
  type MessageTypeTab,
} from './MessageCenterDialog.tsx';
