import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import { ORDER_ADMIN_CODE } from '@mall/domain/contract/orders';
import {
  collectionCompanyList,
  depositDetails,
  fundsAccountList,
  fundsAction,
  fundsAdminPaths,
  fundsPaths,
  settleStyleList,
} from '@mall/domain/contract/funds';
import { capitalPage, fundManagementInfo, userCentrePaths } from '@mall/domain/contract/userCentre';
import { Big, yuan } from '@mall/domain/money';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { FIXED_NOW, call, dataOf, failureOf, login, withQuery } from './testing.ts';

const ADMIN = '13800000001';
const STAFF = '13800000002';

let sandbox: Sandbox;
let admin: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, ADMIN);
});
afterAll(() => sandbox.close());

let keys = 0;
const keyed = () => ({ [IDEMPOTENCY_KEY_HEADER]: `funds-${(keys += 1)}` });
const info = (token = admin) =>
  dataOf(sandbox.app, fundManagementInfo, userCentrePaths.fundInfo, { token });
const latest = async () =>
  (
    await dataOf(
      sandbox.app,
      capitalPage,
      withQuery(userCentrePaths.capitalList, { pageNum: 1, pageSize: 10 }),
      { token: admin },
    )
  ).rows[0];
const backOffice = (path: string) =>
  call(sandbox.app, path, { body: { username: ADMIN } }).then(({ json }) => json);

/** A recharge to the mall's first account. */
const recharge = async (amount: string, headers = keyed()) => {
  const [company] = await dataOf(
    sandbox.app,
    collectionCompanyList,
    fundsPaths.collectionCompanies,
    { token: admin },
  );
  const accounts = await dataOf(
    sandbox.app,
    fundsAccountList,
    withQuery(fundsPaths.collectionAccounts, { companyName: company?.companyName ?? '' }),
    { token: admin },
  );
  const [style] = await dataOf(sandbox.app, settleStyleList, fundsPaths.settleStyles, {
    token: admin,
  });
  return dataOf(sandbox.app, fundsAction, fundsPaths.recharge, {
    token: admin,
    headers,
    body: {
      amount,
      collectionAccountId: accounts[0]?.id,
      settleStyleId: style?.id,
      serialNo: 'ICBC20260318001',
    },
  });
};

describe('recharge by transfer', () => {
  it('is pending until finance confirms it, then credits the balance', async () => {
    const before = await info();
    const headers = keyed();
    const sent = await recharge('2000.50', headers);
    expect(await recharge('2000.50', headers)).toEqual(sent);
    expect((await info()).available).toBe(before.available);
    expect(await latest()).toMatchObject({
      id: sent.recordId,
      kind: 'recharge',
      status: 'pending',
      amount: '2000.50',
      refNo: 'ICBC20260318001',
    });

    expect(await backOffice(fundsAdminPaths.confirmRecharge)).toMatchObject({ code: 200 });
    const after = await info();
    expect(after.available).toBe(yuan(new Big(before.available).plus('2000.50')));
    expect(await latest()).toMatchObject({
      id: sent.recordId,
      status: 'done',
      availableAfter: after.available,
    });
    expect(await backOffice(fundsAdminPaths.confirmRecharge)).toMatchObject({
      code: 404,
      msg: '没有待处理的资金记录',
    });
  });

  it('checks the amount and the account', async () => {
    const [code, msg] = await failureOf(sandbox.app, fundsPaths.recharge, {
      token: admin,
      headers: keyed(),
      body: { amount: '1.234', collectionAccountId: 1, settleStyleId: 1, serialNo: 'A1234567' },
    });
    expect(code).toBe(400);
    expect(msg).toContain('金额应为数字，最多 2 位小数');
    expect(
      await failureOf(sandbox.app, fundsPaths.recharge, {
        token: admin,
        headers: keyed(),
        body: { amount: '10', collectionAccountId: 999, settleStyleId: 1, serialNo: 'A1234567' },
      }),
    ).toEqual([400, '收款账户不存在']);
  });

  it('deletes a pending recharge, not a record that moved money, nor another company’s', async () => {
    const { recordId } = await recharge('88.00');
    const other = await login(sandbox.app, '13800000004');
    expect(
      await failureOf(sandbox.app, `${fundsPaths.capital}/${recordId}`, {
        method: 'DELETE',
        token: other,
      }),
    ).toEqual([403, '请先完成企业认证']);
    expect(
      await dataOf(sandbox.app, z.null(), `${fundsPaths.capital}/${recordId}`, {
        method: 'DELETE',
        token: admin,
      }),
    ).toBeNull();
    expect((await latest())?.id).not.toBe(recordId);
    const done = await latest();
    expect(
      await failureOf(sandbox.app, `${fundsPaths.capital}/${done?.id}`, {
        method: 'DELETE',
        token: admin,
      }),
    ).toEqual([400, '仅待确认的充值记录可以删除']);
  });
});

describe('withdrawal', () => {
  it('freezes the amount until finance pays it out, and lists it among the deposits', async () => {
    const before = await info();
    const headers = keyed();
    const body = { amount: '300' };
    const sent = await dataOf(sandbox.app, fundsAction, fundsPaths.withdraw, {
      token: admin,
      headers,
      body,
    });
    expect(sent.amount).toBe('300.00');
    // Sent again with the same key: the first answer, nothing frozen twice.
    expect(
      await dataOf(sandbox.app, fundsAction, fundsPaths.withdraw, { token: admin, headers, body }),
    ).toEqual(sent);
    const frozen = await info();
    expect(frozen.available).toBe(yuan(new Big(before.available).minus(300)));
    expect(frozen.frozen).toBe(yuan(new Big(before.frozen).plus(300)));
    const held = await dataOf(sandbox.app, depositDetails, fundsPaths.depositDetails, {
      token: admin,
    });
    expect(held.map(({ kind }) => kind)).toEqual(
      expect.arrayContaining(['withdrawal', 'auctionDeposit', 'order']),
    );
    expect(held.find(({ kind }) => kind === 'withdrawal')?.amount).toBe('300.00');

    expect(await backOffice(fundsAdminPaths.payWithdrawal)).toMatchObject({ code: 200 });
    const paid = await info();
    expect(paid.available).toBe(frozen.available);
    expect(paid.frozen).toBe(before.frozen);
    expect(await latest()).toMatchObject({
      kind: 'withdrawal',
      direction: 'out',
      reason: '提现已打款',
    });
  });

  it('refuses more than the available balance, an employee and a missing key', async () => {
    const { available } = await info();
    expect(
      await failureOf(sandbox.app, fundsPaths.withdraw, {
        token: admin,
        headers: keyed(),
        body: { amount: yuan(new Big(available).plus('0.01')) },
      }),
    ).toEqual([400, `提现金额不能超过可用余额（可用 ${available} 元）`]);
    expect(
      await failureOf(sandbox.app, fundsPaths.withdraw, {
        token: await login(sandbox.app, STAFF),
        headers: keyed(),
        body: { amount: '1' },
      }),
    ).toEqual([ORDER_ADMIN_CODE, '该操作仅限企业管理员']);
    expect(
      await failureOf(sandbox.app, fundsPaths.withdraw, { token: admin, body: { amount: '1' } }),
    ).toEqual([400, '缺少 Idempotency-Key']);
  });
});
