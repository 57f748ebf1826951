export {
  InquiryConversation,
  type ConversationMessage,
  type InquiryConversationProps,
} from './InquiryConversation.tsx';
