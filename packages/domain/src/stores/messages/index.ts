/** The messages area's stores: messages, reminders, their settings, customer service. */
export * from './MessageStore.ts';
export * from './MessageCenterStore.ts';
export * from './MyRemindersStore.ts';
export * from './NotificationSettingsStore.ts';
export * from './ReminderStore.ts';
export * from './CustomerServiceStore.ts';
