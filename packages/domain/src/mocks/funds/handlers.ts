import { http } from 'msw';
import { paths } from '../../contract/paths.ts';
import { fundsPaths } from '../../contract/funds.ts';
import type { RechargeRequest, WithdrawRequest } from '../../contract/funds.ts';
import { userCentrePaths } from '../../contract/userCentre.ts';
import type { CapitalRecord, FundManagementInfo, ImageUpload } from '../../contract/userCentre.ts';
import { Big, yuan } from '../../money.ts';
import { anyOrigin, fileResponse, okJson, recording, refuse } from '../http.ts';
import type { RecordedRequest } from '../http.ts';
import {
  capitalRecordsFixture,
  collectionCompaniesFixture,
  depositDetailsFixture,
  fundInfoFixture,
  fundsAccountsFixture,
  settleStylesFixture,
} from './fixtures.ts';

interface FundsServerOptions {
  info?: FundManagementInfo;
  records?: CapitalRecord[];
}

const NOW = '2026-03-18 11:00:00';

/** What a voucher image shows in the stories: a small drawing of a bank's receipt. */
const VOUCHER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="#eef3fb" stroke="#4a6fa5"/><text x="20" y="64" font-size="20" fill="#4a6fa5">bank receipt</text></svg>';

/** The SMS code the funds server refuses, as the sandbox refuses a wrong one. */
export const WRONG_WITHDRAW_CODE = '000000';

/**
 * A 资金管理 server for one story: the calls it saw, the account and its records. An image
 * uploads, a recharge adds a pending record with its voucher, a withdrawal freezes its amount
 * (its SMS code WRONG_WITHDRAW_CODE is refused),
 * a voucher shows, a pending recharge can be deleted; the capital record filters by kind and
 * pages.
 */
export function createFundsServer({
  info: initialInfo = fundInfoFixture,
  records: initialRecords = capitalRecordsFixture,
}: FundsServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  let info = initialInfo;
  let records = initialRecords;
  let lastId = 1000;
  let uploaded = '';
  const add = (record: Omit<CapitalRecord, 'id' | 'time' | 'availableAfter' | 'frozenAfter'>) => {
    lastId += 1;
    records = [
      {
        ...record,
        id: lastId,
        time: NOW,
        availableAfter: info.available,
        frozenAfter: info.frozen,
      },
      ...records,
    ];
    return lastId;
  };
  const record = (respond: Parameters<typeof recording>[1]) => recording(requests, respond);
  const handlers = [
    http.get(
      anyOrigin(userCentrePaths.fundInfo),
      record(() => okJson(info)),
    ),
    http.get(
      anyOrigin(userCentrePaths.capitalList),
      record(({ url }) => {
        const kind = url.searchParams.get('kind');
        const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        const rows = records.filter((row) => !kind || row.kind === kind);
        return okJson({
          rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          total: rows.length,
        });
      }),
    ),
    http.get(
      anyOrigin(fundsPaths.depositDetails),
      record(() => okJson(depositDetailsFixture)),
    ),
    http.get(
      anyOrigin(fundsPaths.settleStyles),
      record(() => okJson(settleStylesFixture)),
    ),
    http.get(
      anyOrigin(fundsPaths.collectionCompanies),
      record(() => okJson(collectionCompaniesFixture)),
    ),
    http.get(
      anyOrigin(fundsPaths.collectionAccounts),
      record(() => okJson(fundsAccountsFixture)),
    ),
    // The withdrawal's SMS code, recorded to show whom it went to.
    http.get(
      anyOrigin(paths.auth.sendSms),
      record(() => okJson(null)),
    ),
    http.post(
      anyOrigin(userCentrePaths.upload),
      record(({ body }) => {
        uploaded = (body as ImageUpload).fileName;
        return okJson({ fileId: 701, fileName: uploaded });
      }),
    ),
    http.get(
      anyOrigin(`${fundsPaths.capital}/:id/voucher`),
      record(() => fileResponse(VOUCHER_SVG, 'image/svg+xml', '回单.svg')),
    ),
    http.post(
      anyOrigin(fundsPaths.recharge),
      record(({ body }) => {
        const { amount, serialNo } = body as RechargeRequest;
        const recordId = add({
          kind: 'recharge',
          direction: 'in',
          amount: yuan(amount),
          reason: '银行转账充值至 佛山华铝商城有限公司 中国工商银行佛山分行 2013 0000 1234',
          refNo: serialNo,
          status: 'pending',
          voucherName: uploaded,
        });
        return okJson({ recordId, amount: yuan(amount) });
      }),
    ),
    http.post(
      anyOrigin(fundsPaths.withdraw),
      record(({ body }) => {
        const { amount: asked, smsCode } = body as WithdrawRequest;
        if (smsCode === WRONG_WITHDRAW_CODE) return refuse(400, '验证码错误或已过期');
        const amount = yuan(asked);
        info = {
          ...info,
          available: yuan(new Big(info.available).minus(amount)),
          frozen: yuan(new Big(info.frozen).plus(amount)),
        };
        const recordId = add({
          kind: 'withdrawal',
          direction: 'freeze',
          amount,
          reason: '提现至 中国建设银行佛山南海支行 4400 1234 5678，待财务打款',
          refNo: null,
          status: 'pending',
        });
        return okJson({ recordId, amount });
      }),
    ),
    http.delete(
      anyOrigin(`${fundsPaths.capital}/:id`),
      record((_call, { id }) => {
        records = records.filter((row) => row.id !== Number(id));
        return okJson(null);
      }),
    ),
  ];
  return { handlers, requests };
}
