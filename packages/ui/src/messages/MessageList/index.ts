export { MessageList, type MessageRow, type MessageListProps } from './MessageList.tsx';
