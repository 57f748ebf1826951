import { inquiryPaths, repeatBuyPaths } from '../../contract/inquiry.ts';
import { fail, fileResponse, ok, okGet, pending } from '../http.ts';
import { http } from 'msw';
import { anyOrigin } from '../http.ts';
import {
  batchLinesFixture,
  frequentFixture,
  identificationFixtures,
  frequentByCodeFixture,
  lastInquiryFixture,
  repeatBuyFixture,
  searchKeyFixture,
  submittedFixture,
  toBeSubmittedCountFixture,
} from './fixtures.ts';

const p = inquiryPaths;

/** The inquiry calls in the states a story or test may need. */
export const inquiryHandlers = {
  /** The form's first call never answers. */
  lastInfoPending: pending(p.lastInfo),
  lastInfoError: fail(p.lastInfo, 500, '服务器开小差了，请稍后再试'),
  noLastInfo: ok(p.lastInfo, null),
  submitRefused: fail(p.submit, 400, '第 1 行：按支或张询价时请填写长度'),
  identificationPending: ok(`${p.identificationResult}/:id`, identificationFixtures.pending),
  identificationFailed: ok(`${p.identificationResult}/:id`, identificationFixtures.failed),
};

/** The form's calls, each answering its fixture. */
const handlers = {
  lastInfo: ok(p.lastInfo, lastInquiryFixture),
  searchKey: ok(p.searchKey, searchKeyFixture),
  fromBatches: ok(p.fromBatches, batchLinesFixture),
  frequent: ok(p.frequent, frequentFixture),
  historyRequire: ok(p.historyRequire, frequentFixture),
  submit: ok(p.submit, submittedFixture),
  identification: ok(p.identification, { id: identificationFixtures.succeeded.id }),
  identificationResult: okGet(`${p.identificationResult}/:id`, identificationFixtures.succeeded),
  exportTemplate: http.get(anyOrigin(p.exportTemplate), () =>
    fileResponse(
      'PK',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      '询价单导入模板.xlsx',
    ),
  ),
};

/** Every inquiry form call answering OK. */
export const defaultInquiryHandlers = Object.values(handlers);

/** The form's frequent products by inventory code, the header's demand count and 再次购买. */
export const inquiryExtraHandlers = {
  frequentByCode: ok(p.frequentByCode, frequentByCodeFixture),
  toBeSubmittedCount: ok(p.toBeSubmittedCount, toBeSubmittedCountFixture),
  repeatBuy: ok(repeatBuyPaths.list, repeatBuyFixture),
  repeatBuyEmpty: ok(repeatBuyPaths.list, []),
  repeatBuyPending: pending(repeatBuyPaths.list),
  repeatBuyError: fail(repeatBuyPaths.list, 500, '服务器开小差了，请稍后再试'),
};
