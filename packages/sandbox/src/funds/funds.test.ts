import { and, asc, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  API_BASE,
  IDEMPOTENCY_KEY_HEADER,
  paths,
  reminderActions,
  sandboxLastSms,
  sandboxPaths,
} from '@mall/domain/contract';
import {
  ORDER_ADMIN_CODE,
  bankInfo,
  orderPaths,
  paymentResult,
} from '@mall/domain/contract/orders';
import {
  WITHDRAW_SMS_TYPE,
  collectionCompanyList,
  depositDetails,
  fundsAccountList,
  fundsAction,
  fundsAdminPaths,
  fundsPaths,
  settleStyleList,
  voucherPath,
} from '@mall/domain/contract/funds';
import {
  capitalPage,
  fundManagementInfo,
  uploadedFile,
  userCentrePaths,
} from '@mall/domain/contract/userCentre';
import type { CapitalDirection } from '@mall/domain/contract/userCentre';
import { Big, yuan } from '@mall/domain/money';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { capitalRecords, companyAccounts, orders, payments, users } from '../db/schema.ts';
import { FIXED_NOW, call, dataOf, failureOf, login, withQuery } from '../testing.ts';

const ADMIN = '13800000001';
const STAFF = '13800000002';
/** The administrator of another certified company (the auctions' second buyer). */
const OTHER = '13800000007';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let sandbox: Sandbox;
let admin: string;
let clock = FIXED_NOW;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, ADMIN);
});
afterAll(() => sandbox.close());

/** Uploads an image as the user; answers its fileId. */
const upload = async (token = admin, content = PNG) =>
  (
    await dataOf(sandbox.app, uploadedFile, userCentrePaths.upload, {
      token,
      body: { fileName: '回单.png', content: content.toString('base64') },
    })
  ).fileId;

/** Sends the withdrawal's SMS code to the administrator (after the resend interval); reads it. */
const smsCode = async (username = ADMIN) => {
  clock = new Date(clock.getTime() + 61_000);
  await call(
    sandbox.app,
    withQuery(paths.auth.sendSms, { username, type: WITHDRAW_SMS_TYPE, sourceType: 1 }),
  );
  const { code } = await dataOf(
    sandbox.app,
    sandboxLastSms,
    withQuery(sandboxPaths.lastSms, { username, type: WITHDRAW_SMS_TYPE }),
  );
  return code;
};

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
const backOffice = (path: string, body: object = { username: ADMIN }) =>
  call(sandbox.app, path, { body }).then(({ json }) => json);

/** A recharge to the mall's first account, with a voucher uploaded by the administrator. */
const recharge = async (amount: string, headers = keyed(), voucherFileId?: number) => {
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
      voucherFileId: voucherFileId ?? (await upload()),
    },
  });
};

const withdraw = (body: object, token = admin, headers = keyed()) =>
  call(sandbox.app, fundsPaths.withdraw, { token, headers, body }).then(({ json }) => json);

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
      body: {
        amount: '1.234',
        collectionAccountId: 1,
        settleStyleId: 1,
        serialNo: 'A1234567',
        voucherFileId: 1,
      },
    });
    expect(code).toBe(400);
    expect(msg).toContain('金额应为数字，最多 2 位小数');
    expect(
      await failureOf(sandbox.app, fundsPaths.recharge, {
        token: admin,
        headers: keyed(),
        body: {
          amount: '10',
          collectionAccountId: 999,
          settleStyleId: 1,
          serialNo: 'A1234567',
          voucherFileId: await upload(),
        },
      }),
    ).toEqual([400, '收款账户不存在']);
  });

  it('deletes a pending recharge, not a record that moved money, nor another company’s', async () => {
    const { recordId } = await recharge('88.00');
    const other = await login(sandbox.app, OTHER);
    expect(
      await failureOf(sandbox.app, `${fundsPaths.capital}/${recordId}`, {
        method: 'DELETE',
        token: other,
      }),
    ).toEqual([404, '资金记录不存在']);
    expect((await latest())?.id).toBe(recordId);
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
    const body = { amount: '300', smsCode: await smsCode() };
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
        body: { amount: yuan(new Big(available).plus('0.01')), smsCode: '000000' },
      }),
    ).toEqual([400, `提现金额不能超过可用余额（可用 ${available} 元）`]);
    expect(
      await failureOf(sandbox.app, fundsPaths.withdraw, {
        token: await login(sandbox.app, STAFF),
        headers: keyed(),
        body: { amount: '1', smsCode: '000000' },
      }),
    ).toEqual([ORDER_ADMIN_CODE, '该操作仅限企业管理员']);
    expect(
      await failureOf(sandbox.app, fundsPaths.withdraw, {
        token: admin,
        body: { amount: '1', smsCode: '000000' },
      }),
    ).toEqual([400, '缺少 Idempotency-Key']);
  });
});

describe('the voucher of a recharge', () => {
  it('must be an image the user uploaded, checked by its content and size', async () => {
    expect(
      await failureOf(sandbox.app, userCentrePaths.upload, {
        token: admin,
        body: { fileName: '回单.png', content: Buffer.from('%PDF-1.4').toString('base64') },
      }),
    ).toEqual([400, '请上传 JPG 或 PNG 图片']);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const [code, msg] = await failureOf(sandbox.app, userCentrePaths.upload, {
      token: admin,
      body: { fileName: '回单.png', content: huge.toString('base64') },
    });
    expect([code, msg]).toEqual([400, expect.stringContaining('5 MB')]);
    const othersFile = await upload(await login(sandbox.app, OTHER));
    const [refused] = await Promise.all([
      failureOf(sandbox.app, fundsPaths.recharge, {
        token: admin,
        headers: keyed(),
        body: {
          amount: '10',
          collectionAccountId: 1,
          settleStyleId: 1,
          serialNo: 'ICBC20260318002',
          voucherFileId: othersFile,
        },
      }),
    ]);
    expect(refused).toEqual([400, '转账凭证不存在，请重新上传']);
    const [missing] = await failureOf(sandbox.app, fundsPaths.recharge, {
      token: admin,
      headers: keyed(),
      body: { amount: '10', collectionAccountId: 1, settleStyleId: 1, serialNo: 'ICBC2026031' },
    });
    expect(missing).toBe(400);
  });

  it('is named in the record and shown to the company, not to another', async () => {
    const { recordId } = await recharge('66.00');
    expect(await latest()).toMatchObject({ id: recordId, voucherName: '回单.png' });
    const shown = await sandbox.app.request(`${API_BASE}${voucherPath(recordId)}`, {
      headers: { Source: '11', Token: await login(sandbox.app, STAFF) },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(new Uint8Array(PNG));
    expect(
      await failureOf(sandbox.app, voucherPath(recordId), {
        token: await login(sandbox.app, OTHER),
      }),
    ).toEqual([404, '该记录没有转账凭证']);
  });
});

describe('a recharge rejected by finance', () => {
  it('shows 已驳回 with the reason, moves no money and can no longer be deleted', async () => {
    const before = await info();
    const { recordId } = await recharge('777.00');
    const staff = await login(sandbox.app, STAFF);
    const remindersOf = async (token: string) =>
      (await dataOf(sandbox.app, reminderActions, paths.common.queryAction, { token }))
        .map(({ actionCode }) => actionCode)
        .filter((code) => code === '029');
    const [seenByAdmin, seenByStaff] = [await remindersOf(admin), await remindersOf(staff)];
    expect(
      await backOffice(fundsAdminPaths.rejectRecharge, { username: ADMIN, reason: ' ' }),
    ).toMatchObject({ code: 400 });
    expect(
      await backOffice(fundsAdminPaths.rejectRecharge, {
        username: ADMIN,
        reason: '未查询到该笔转账',
      }),
    ).toMatchObject({ code: 200 });
    expect(await latest()).toMatchObject({
      id: recordId,
      status: 'rejected',
      rejectReason: '未查询到该笔转账',
    });
    // Reminder 029 to the one who announced it, not to the rest of the company.
    expect(await remindersOf(admin)).toEqual([...seenByAdmin, '029']);
    expect(await remindersOf(staff)).toEqual(seenByStaff);
    expect(await info()).toEqual(before);
    expect(
      await failureOf(sandbox.app, `${fundsPaths.capital}/${recordId}`, {
        method: 'DELETE',
        token: admin,
      }),
    ).toEqual([400, '仅待确认的充值记录可以删除']);
    // Finance's next confirmation is of another recharge: a rejected one stays rejected.
    await backOffice(fundsAdminPaths.confirmRecharge);
    const page = await dataOf(
      sandbox.app,
      capitalPage,
      withQuery(userCentrePaths.capitalList, { pageNum: 1, pageSize: 10, kind: 'recharge' }),
      { token: admin },
    );
    expect(page.rows.find(({ id }) => id === recordId)?.status).toBe('rejected');
  });
});

describe('the SMS code of a withdrawal', () => {
  it('is checked and used up; a wrong one freezes nothing; a retry with the key replays', async () => {
    const before = await info();
    const code = await smsCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await withdraw({ amount: '10', smsCode: wrong })).toMatchObject({
      code: 400,
      msg: '验证码错误或已过期',
    });
    expect(await info()).toEqual(before);
    const headers = keyed();
    const first = await withdraw({ amount: '10', smsCode: code }, admin, headers);
    expect(first).toMatchObject({ code: 200 });
    expect(await withdraw({ amount: '10', smsCode: code }, admin, headers)).toEqual(first);
    expect(await withdraw({ amount: '10', smsCode: code })).toMatchObject({
      code: 400,
      msg: '验证码错误或已过期',
    });
    expect((await info()).frozen).toBe(yuan(new Big(before.frozen).plus(10)));
    const frozen = await sandbox.db
      .select()
      .from(capitalRecords)
      .where(and(eq(capitalRecords.kind, 'withdrawal'), eq(capitalRecords.status, 'pending')));
    expect(frozen).toHaveLength(1);
    expect(await backOffice(fundsAdminPaths.payWithdrawal)).toMatchObject({ code: 200 });
  });
});

/**
 * How a record's direction may move the available and frozen amounts: `out` is paid from the
 * available amount, or (a withdrawal paid out, a won lot's deposit spent) from the frozen one.
 */
const MOVES: Record<CapitalDirection, readonly (readonly [number, number])[]> = {
  in: [[1, 0]],
  out: [
    [-1, 0],
    [0, -1],
  ],
  freeze: [[-1, 1]],
  release: [[1, -1]],
};

describe('one ledger', () => {
  it('pays an order’s deposit from the balance: out of the available amount, with its reason', async () => {
    const before = await info();
    const [due] = await sandbox.db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .innerJoin(users, eq(users.companyId, orders.companyId))
      .where(
        and(
          eq(users.username, ADMIN),
          eq(orders.stage, 'firstPayment'),
          // Not one whose transfer awaits confirmation: rows come in no set order unless told.
          notExists(
            sandbox.db
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'pending'))),
          ),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(1);
    if (!due) throw new Error('no order awaiting its deposit in the seed');
    const paid = await dataOf(sandbox.app, paymentResult, orderPaths.confirmPayment, {
      token: admin,
      headers: keyed(),
      body: { orderIds: [due.id], payType: 'balance' },
    });
    expect(paid.status).toBe('paid');
    const after = await info();
    expect(after.frozen).toBe(before.frozen);
    const record = await latest();
    expect(record).toMatchObject({
      kind: 'deposit',
      direction: 'out',
      refNo: due.orderNo,
      availableAfter: after.available,
      frozenAfter: after.frozen,
    });
    expect(record?.reason).toContain('定金');
    expect(yuan(new Big(before.available).minus(record?.amount ?? '0'))).toBe(after.available);
    const { balance } = await dataOf(sandbox.app, bankInfo, orderPaths.bankInfo, { token: admin });
    expect(balance).toBe(after.available);
  });

  it('keeps a running balance: every movement of every company follows from the one dated before', async () => {
    const rows = await sandbox.db
      .select()
      .from(capitalRecords)
      .orderBy(asc(capitalRecords.at), asc(capitalRecords.id));
    const accounts = await sandbox.db.select().from(companyAccounts);
    const kinds = new Set<string>();
    for (const { companyId, balance, frozen } of accounts) {
      // An announced recharge (pending or rejected `in`) moved nothing when written.
      const made = rows.filter(
        (row) => row.companyId === companyId && !(row.direction === 'in' && row.status !== 'done'),
      );
      const [first] = made;
      if (!first) continue;
      // Where the account stood before its first record (a seeded company may open without one).
      const [[firstToAvailable, firstToFrozen] = [0, 0]] = MOVES[first.direction];
      let available = new Big(first.availableAfter).minus(
        new Big(first.amount).times(firstToAvailable),
      );
      let held = new Big(first.frozenAfter).minus(new Big(first.amount).times(firstToFrozen));
      for (const row of made) {
        const amount = new Big(row.amount);
        const possible = MOVES[row.direction].map(([toAvailable, toFrozen]) => [
          yuan(available.plus(amount.times(toAvailable))),
          yuan(held.plus(amount.times(toFrozen))),
        ]);
        const after = [row.availableAfter, row.frozenAfter];
        expect([row.id, row.reason.length > 0, possible]).toEqual([
          row.id,
          true,
          expect.arrayContaining([after]),
        ]);
        available = new Big(row.availableAfter);
        held = new Big(row.frozenAfter);
        kinds.add(row.kind);
      }
      expect([yuan(available), yuan(held)]).toEqual([balance, frozen]);
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['auctionDeposit', 'deposit', 'opening', 'refund']),
    );
  });
});
