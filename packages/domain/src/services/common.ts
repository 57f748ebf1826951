import {
  customerServiceToken,
  hotSearchKeys,
  infoTypes,
  paths,
  reminderActions,
  reminderRecordPage,
  todayLvPrice,
} from '../contract/index.ts';
import type {
  CustomerServiceToken,
  HotSearchKeys,
  InfoType,
  Page,
  PageQuery,
  ReminderAction,
  ReminderRecord,
  TodayLvPrice,
} from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

export const createCommonService = (http: HttpClient) => ({
  getTodayLvPrice: (): Promise<TodayLvPrice> => http.get(paths.common.todayLvPrice, todayLvPrice),
  getHotSearchKeys: (): Promise<HotSearchKeys> =>
    http.get(paths.common.hotSearchKey, hotSearchKeys),
  /** The reminders not yet consumed (the reminder poll). */
  queryAction: (): Promise<ReminderAction[]> => http.get(paths.common.queryAction, reminderActions),
  /** One page of every reminder, newest first (我的提醒). */
  reminderHistory: (params: PageQuery): Promise<Page<ReminderRecord>> =>
    http.get(paths.common.reminderHistory, reminderRecordPage, { params }),
  /** Clears the reminder of `happenTime`, or all of them without it. */
  consumeAction: async (happenTime?: string): Promise<void> => {
    await http.get(paths.common.consumeAction, anyData, { params: { happenTime } });
  },
  customerServiceToken: (): Promise<CustomerServiceToken> =>
    http.get(paths.common.customerServiceToken, customerServiceToken),
  /** The information types with their newest articles. */
  getInfos: (): Promise<InfoType[]> => http.get(paths.common.infos, infoTypes),
});
export type CommonService = ReturnType<typeof createCommonService>;
