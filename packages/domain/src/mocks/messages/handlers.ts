import { paths } from '../../contract/index.ts';
import { ok } from '../http.ts';
import {
  jumpMap,
  latestMessages,
  messageCount,
  messagePage,
  messageSettings,
  messageTypes,
  reminderActions,
  reminderHistoryPage,
} from './fixtures.ts';

/** The message centre's and the reminders' calls, each answering its fixture. */
const handlers = {
  messageCount: ok(paths.messages.count, messageCount),
  messageTypes: ok(paths.messages.typeList, messageTypes),
  latestMessages: ok(paths.messages.latest, latestMessages),
  messageList: ok(paths.messages.list, messagePage),
  clearUnread: ok(paths.messages.clearUnread, null),
  markTypeRead: ok(paths.messages.changeTypeStatus, null),
  markRead: ok(paths.messages.changeStatus, null),
  messageSettings: ok(paths.messages.settings, messageSettings),
  updateTypeSetting: ok(paths.messages.batchUpdateSetting, null),
  updateSetting: ok(paths.messages.updateSetting, null),
  jumpMap: ok(paths.messages.jumpMap, jumpMap),
  reminders: ok(paths.common.queryAction, reminderActions),
  consumeReminder: ok(paths.common.consumeAction, null),
  reminderHistory: ok(paths.common.reminderHistory, reminderHistoryPage),
};

/** Every message and reminder call answering OK. */
export const defaultMessageHandlers = Object.values(handlers);
