import { messageCount, paths } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

export const createMessageService = (http: HttpClient) => ({
  getUnreadCount: async (): Promise<number> =>
    (await http.get(paths.messages.count, messageCount)).unreadCount,
});
export type MessageService = ReturnType<typeof createMessageService>;
