export {
  CustomerServiceChat,
  type ChatAccount,
  type ChatIdentity,
  type ChatMessage,
  type ChatProductCard,
  type CustomerServiceChatProps,
} from './CustomerServiceChat.tsx';
