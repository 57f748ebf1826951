import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import { addressPaths } from '@mall/domain/contract/address';
import { afterSalePaths } from '@mall/domain/contract/afterSales';
import { auctionPaths } from '@mall/domain/contract/auctions';
import { fundsPaths } from '@mall/domain/contract/funds';
import { inquiryDetailAnswer, inquiryListPage, inquiryPaths } from '@mall/domain/contract/inquiry';
import { orderPaths } from '@mall/domain/contract/orders';
import type { CompanyRole, PermissionKey } from '@mall/domain/contract/roles';
import { PERMISSIONS, ROLE_REFUSED_CODE, mayDo } from '@mall/domain/contract/roles';
import { signaturePaths } from '@mall/domain/contract/signature';
import { staffPaths } from '@mall/domain/contract/staff';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { FIXED_NOW, PICKUP, call, dataOf, login, withQuery } from './testing.ts';

/**
 * The permissions table (contract/roles.ts), row by row against the sandbox: every row has a
 * call (PROBES, typed by the table's keys), and the employee (13800000002) and the
 * administrator (13800000001) are answered as mayDo says: ROLE_REFUSED_CODE (4101) on an
 * action the table keeps for the administrator, INQUIRY_OWNER_CODE (4202) on the
 * administrator's inquiry for an 'own' one, and neither where mayDo allows. Each route takes
 * its row's guard (`requirePermission`), so the answers follow the table.
 */

let sandbox: Sandbox;
let admin: string;
let employee: string;
let keys = 0;

/** An inquiry of the administrator's in a status, with a line and its quote. */
type Target = { id: number; detailId: number; quoteId: number };
const targets: Record<'toBeAccepted' | 'quoted', Target> = {
  toBeAccepted: { id: 0, detailId: 0, quoteId: 0 },
  quoted: { id: 0, detailId: 0, quoteId: 0 },
};

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
  const list = await dataOf(
    sandbox.app,
    inquiryListPage,
    withQuery(inquiryPaths.list, { pageNum: 1, pageSize: 50, historyFlag: 'false' }),
    { token: admin },
  );
  for (const status of ['toBeAccepted', 'quoted'] as const) {
    const found = list.rows.find((row) => row.status === status && row.mine);
    if (!found) throw new Error(`the administrator has no ${status} inquiry`);
    const detail = await dataOf(
      sandbox.app,
      inquiryDetailAnswer,
      `${inquiryPaths.detail}/${found.id}`,
      {
        token: admin,
      },
    );
    const line = detail.lines.find(({ state }) => status !== 'quoted' || state === 'valid');
    targets[status] = {
      id: found.id,
      detailId: line?.detailId ?? 0,
      quoteId: line?.quote?.quoteId ?? 0,
    };
  }
}, 120_000);
afterAll(() => sandbox.close());

type Probe = { method: 'GET' | 'POST' | 'PUT'; path: () => string; body?: () => unknown };
const post = (path: string, body: () => unknown = () => ({})): Probe => ({
  method: 'POST',
  path: () => path,
  body,
});
const put = (path: string): Probe => ({ method: 'PUT', path: () => path, body: () => ({}) });

/** A call that takes each row's action; every row of the table has one (the type says so). */
const PROBES: Record<PermissionKey, Probe> = {
  orderSubmit: post(orderPaths.submit),
  orderCancel: post(orderPaths.cancelUnsubmitted),
  orderModify: post(orderPaths.modify),
  orderContract: put(orderPaths.uploadContract),
  weighingAnswer: post(orderPaths.weighingConfirm),
  payDeposit: post(orderPaths.confirmPayment),
  payFinal: post(orderPaths.finalPay),
  payDifference: put(orderPaths.submitDiff),
  inquirySubmit: post(inquiryPaths.submit),
  inquiryOrder: post(inquiryPaths.makeOrder, () => ({
    id: targets.quoted.id,
    detailIds: [targets.quoted.detailId],
    terms: PICKUP,
  })),
  inquiryCancel: {
    method: 'GET',
    path: () => withQuery(inquiryPaths.cancel, { id: targets.quoted.id }),
  },
  inquiryEdit: {
    method: 'GET',
    path: () => withQuery(inquiryPaths.modify, { id: targets.toBeAccepted.id }),
  },
  inquirySplit: post(inquiryPaths.unpack, () => ({
    id: targets.toBeAccepted.id,
    detailIds: [targets.toBeAccepted.detailId],
  })),
  quoteDelete: post(inquiryPaths.deleteQuote, () => ({
    quoteId: targets.quoted.quoteId,
    delReason: '价格偏高',
  })),
  afterSalesApply: post(afterSalePaths.apply),
  afterSalesCancel: put(`${afterSalePaths.cancel}/1`),
  afterSalesConfirm: put(`${afterSalePaths.confirmResult}/1`),
  fundsRecharge: post(fundsPaths.recharge),
  fundsWithdraw: post(fundsPaths.withdraw),
  staffManage: post(staffPaths.invite),
  addressManage: post(addressPaths.add),
  invoicingManage: put(addressPaths.updateInvoicing),
  signatureSeal: post(signaturePaths.seal),
  signatureSign: post(signaturePaths.sign),
  auctionBid: post(auctionPaths.bidding),
};

const codeOf = async (token: string, probe: Probe): Promise<number> => {
  const { json } = await call(sandbox.app, probe.path(), {
    method: probe.method,
    token,
    ...(probe.body && { body: probe.body() }),
    headers: { [IDEMPOTENCY_KEY_HEADER]: `permissions-${(keys += 1)}` },
  });
  return (json as { code: number }).code;
};

const OWNER_CODE = 4202;
const tableKeys = Object.keys(PERMISSIONS) as PermissionKey[];

/** Refused for the role: 4101, or 4202 on an inquiry of another user's. */
const REFUSALS = [ROLE_REFUSED_CODE, OWNER_CODE];

/**
 * The answer of `role` to every row's call agrees with mayDo. The calls act on the
 * administrator's inquiries: the administrator's own, another user's for the employee. The
 * employee goes first, while the administrator's inquiries are still in the states probed.
 */
const agreesWithMayDo = async (role: CompanyRole, key: PermissionKey) => {
  const own = role === 'administrator';
  const code = await codeOf(role === 'administrator' ? admin : employee, PROBES[key]);
  if (mayDo(role, key, own)) expect(REFUSALS).not.toContain(code);
  else expect(code).toBe(PERMISSIONS[key].employee === 'own' ? OWNER_CODE : ROLE_REFUSED_CODE);
};

describe('the permissions table, enforced by the sandbox', () => {
  it.each(tableKeys)('%s: the employee is answered as mayDo says', (key) =>
    agreesWithMayDo('employee', key),
  );

  it.each(tableKeys)('%s: the administrator is answered as mayDo says', (key) =>
    agreesWithMayDo('administrator', key),
  );
});
