export { ReminderDialog, type Reminder, type ReminderDialogProps } from './ReminderDialog.tsx';
