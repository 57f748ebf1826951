import {
  jumpMap,
  messageCount,
  messageList,
  messagePage,
  messageSettings,
  messageTypeList,
  paths,
} from '../contract/index.ts';
import type {
  BatchUpdateSettingRequest,
  JumpMapEntry,
  Message,
  MessageListQuery,
  MessageSettingType,
  MessageType,
  Page,
  UpdateSettingRequest,
} from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

export const createMessageService = (http: HttpClient) => ({
  getUnreadCount: async (): Promise<number> =>
    (await http.get(paths.messages.count, messageCount)).unreadCount,
  /** The message centre's tabs, without the customer-service tab. */
  getTypes: (): Promise<MessageType[]> => http.get(paths.messages.typeList, messageTypeList),
  /** The latest messages, of one type or (without it) of all. */
  getLatest: (messageTypeId?: number): Promise<Message[]> =>
    http.get(paths.messages.latest, messageList, { params: { messageTypeId } }),
  getList: (query: MessageListQuery): Promise<Page<Message>> =>
    http.get(paths.messages.list, messagePage, { params: { ...query } }),
  /** Mark all read. */
  clearUnread: async (): Promise<void> => {
    await http.get(paths.messages.clearUnread, anyData);
  },
  /** Marks every message of a type read (its tab was opened). */
  markTypeRead: async (messageTypeId: number): Promise<void> => {
    await http.get(paths.messages.changeTypeStatus, anyData, { params: { messageTypeId } });
  },
  /** Marks one message read. */
  markRead: async (id: number): Promise<void> => {
    await http.get(paths.messages.changeStatus, anyData, { params: { id } });
  },
  getSettings: (): Promise<MessageSettingType[]> =>
    http.get(paths.messages.settings, messageSettings),
  /** Sets a type and all its sub-settings. */
  updateTypeSetting: async (request: BatchUpdateSettingRequest): Promise<void> => {
    await http.post(paths.messages.batchUpdateSetting, anyData, request);
  },
  updateSetting: async (request: UpdateSettingRequest): Promise<void> => {
    await http.post(paths.messages.updateSetting, anyData, request);
  },
  getJumpMap: (): Promise<JumpMapEntry[]> => http.get(paths.messages.jumpMap, jumpMap),
});
export type MessageService = ReturnType<typeof createMessageService>;
