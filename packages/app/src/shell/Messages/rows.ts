import { isUnread, type WithReminderText } from '@mall/domain';
import type { Message, ReminderAction } from '@mall/domain/contract';
import type { MessageRow, Reminder } from '@mall/ui';

/** A server message as the message lists show it (the list sanitises the content). */
export const toMessageRow = (message: Message): MessageRow => ({
  id: message.id,
  title: message.title,
  contentHtml: message.content,
  intime: message.intime,
  unread: isUnread(message),
});

/** A polled reminder as the dialog titled 消息 shows it; its happenTime is its key. */
export const toReminder = (item: WithReminderText<ReminderAction>): Reminder => ({
  key: item.happenTime,
  text: item.text,
  time: item.happenTime,
  orderNos: item.orderNumbers,
});

/** An empty error message means no error, as the ui components expect `undefined`. */
export const errorText = (message: string): string | undefined =>
  message === '' ? undefined : message;
