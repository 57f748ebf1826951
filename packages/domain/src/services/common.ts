import { hotSearchKeys, paths, todayLvPrice } from '../contract/index.ts';
import type { HotSearchKeys, TodayLvPrice } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

export const createCommonService = (http: HttpClient) => ({
  getTodayLvPrice: (): Promise<TodayLvPrice> => http.get(paths.common.todayLvPrice, todayLvPrice),
  getHotSearchKeys: (): Promise<HotSearchKeys> =>
    http.get(paths.common.hotSearchKey, hotSearchKeys),
});
export type CommonService = ReturnType<typeof createCommonService>;
