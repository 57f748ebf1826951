import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, sandboxAreaRows, sandboxPaths } from '@mall/domain/contract';
import { inquiryPaths, inquiryRef } from '@mall/domain/contract/inquiry';
import { inquiryDetailPaths, inquiryMessage } from '@mall/domain/contract/inquiryDetail';
import { cancelReasonList, orderPage, orderPaths } from '@mall/domain/contract/orders';
import * as z from 'zod/mini';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { NOT_REGISTERED } from './auth.ts';
import { MISSING_IDEMPOTENCY_KEY } from './orders/guards.ts';
import { FIXED_NOW, dataOf, failureOf, login, withQuery } from './testing.ts';

let sandbox: Sandbox;
let admin: string;
/** An hour after the seed: nothing seeded is counted. */
const since = new Date(FIXED_NOW.getTime() + 3_600_000);
let clock = FIXED_NOW;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  clock = since;
});
afterAll(() => sandbox.close());

const rowsOf = (username: string) =>
  dataOf(
    sandbox.app,
    sandboxAreaRows,
    withQuery(sandboxPaths.areaRows, { username, since: since.toISOString() }),
  );

const INQUIRY = {
  contactName: '陈志强',
  contactPhone: '13800000001',
  lines: [
    {
      alloy: '6063',
      thickness: '2.0',
      width: '1250',
      quantity: '5',
      unit: '吨',
      deliveryCity: '佛山',
      wantedDate: '2026-04-30',
    },
  ],
};

const submit = (key: string) =>
  dataOf(sandbox.app, inquiryRef, inquiryPaths.submit, {
    token: admin,
    body: INQUIRY,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

describe('the back office’s count of what a company made in the areas', () => {
  it('counts nothing made since the time', async () => {
    expect(Object.values(await rowsOf('13800000001'))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts an inquiry sent twice with one Idempotency-Key once, the repeat answered alike', async () => {
    const first = await submit('areas-1');
    expect(await submit('areas-1')).toEqual(first);
    expect((await rowsOf('13800000001')).inquiries).toBe(1);
    expect(await submit('areas-2')).not.toEqual(first);
    expect((await rowsOf('13800000001')).inquiries).toBe(2);
    expect(
      await failureOf(sandbox.app, inquiryPaths.submit, { token: admin, body: INQUIRY }),
    ).toEqual([400, MISSING_IDEMPOTENCY_KEY]);
    expect((await rowsOf('13800000001')).inquiries).toBe(2);
  });

  it('counts the buyer’s inquiry messages and order cancellations, each once', async () => {
    const { id } = await submit('areas-3');
    const say = (key: string) =>
      dataOf(sandbox.app, inquiryMessage, inquiryDetailPaths.sendMessage, {
        token: admin,
        body: { id, content: '交期能否提前？' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
    expect(await say('areas-message')).toEqual(await say('areas-message'));
    expect((await rowsOf('13800000001')).inquiryMessages).toBe(1);

    const { rows } = await dataOf(
      sandbox.app,
      orderPage,
      withQuery(orderPaths.waitSubmit, { pageNum: 1, pageSize: 10 }),
      { token: admin },
    );
    const [reason] = await dataOf(sandbox.app, cancelReasonList, orderPaths.cancelReasons, {
      token: admin,
    });
    const cancel = (key: string) =>
      dataOf(sandbox.app, z.null(), orderPaths.cancelUnsubmitted, {
        token: admin,
        body: { orderId: rows[0]?.orderId, reasonId: reason?.id },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
    await cancel('areas-cancel');
    await cancel('areas-cancel');
    expect(await rowsOf('13800000001')).toMatchObject({ cancellations: 1, signings: 0 });
  });

  it('refuses an unknown number', async () => {
    expect(
      await failureOf(
        sandbox.app,
        withQuery(sandboxPaths.areaRows, { username: '13900000000', since: since.toISOString() }),
      ),
    ).toEqual([404, NOT_REGISTERED]);
  });
});
