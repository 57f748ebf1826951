export {
  ReminderThread,
  type ReminderThreadItem,
  type ReminderThreadProps,
} from './ReminderThread.tsx';
