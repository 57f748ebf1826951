import {
  customerServiceToken,
  hotSearchKeys,
  paths,
  reminderActions,
  todayLvPrice,
} from '../contract/index.ts';
import type {
  CustomerServiceToken,
  HotSearchKeys,
  ReminderAction,
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
  /** Clears the reminder of `happenTime`, or all of them without it. */
  consumeAction: async (happenTime?: string): Promise<void> => {
    await http.get(paths.common.consumeAction, anyData, { params: { happenTime } });
  },
  customerServiceToken: (): Promise<CustomerServiceToken> =>
    http.get(paths.common.customerServiceToken, customerServiceToken),
});
export type CommonService = ReturnType<typeof createCommonService>;
