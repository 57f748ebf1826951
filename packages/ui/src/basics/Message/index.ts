export {
  createMessenger,
  type MessageItem,
  type MessageType,
  type Messenger,
  type MessengerOptions,
} from './messenger.ts';
export { MessageViewport, type MessageViewportProps } from './Message.tsx';
