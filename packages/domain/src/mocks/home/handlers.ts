import { paths } from '../../contract/index.ts';
import { ok } from '../http.ts';
import { hotSearchKeys, infoTypeList, todayLvPrice } from './fixtures.ts';

/** The home page's common calls, each answering its fixture. */
const handlers = {
  infos: ok(paths.common.infos, infoTypeList),
  todayLvPrice: ok(paths.common.todayLvPrice, todayLvPrice),
  hotSearchKeys: ok(paths.common.hotSearchKey, hotSearchKeys),
};

/** Every common call of the home page answering OK. */
export const defaultHomeHandlers = Object.values(handlers);
