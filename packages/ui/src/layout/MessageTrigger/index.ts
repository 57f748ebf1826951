export { MessageTrigger, type MessageTriggerProps } from './MessageTrigger.tsx';
