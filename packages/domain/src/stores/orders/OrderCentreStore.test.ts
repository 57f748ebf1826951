import { describe, expect, it } from 'vitest';
import { paths } from '../../contract/index.ts';
import {
  bankInfo,
  cancelReasonList,
  collectionAccountList,
  delivery,
  diffAmount,
  modification,
  orderDetail,
  orderPage,
  orderPaths,
  orderSummary,
  paymentRecord,
  stockingDetail,
} from '../../contract/orders.ts';
import {
  bankInfoFixture,
  callsTo,
  cancelReasons,
  collectionAccountsFixture,
  createOrderServerF1,
  defaultHandlers,
  defaultOrderCentreHandlers,
  deliveryFixture,
  diffAmountFixture,
  fail,
  modificationFixture,
  orderDetailFixture,
  orderPageOf,
  ordersFixture,
  orderSummaryFixture,
  paymentRecordFixture,
  stockingDetailFixture,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createOrderCentreStore } from './OrderCentreStore.ts';

const server = setupTestServer(...defaultHandlers, ...defaultOrderCentreHandlers);

const buyer = (user = users.certifiedAdmin) =>
  createTestRoot({ path: '/center/orderToBeSubmit', token: 'tok', user });

describe('the order fixtures', () => {
  it('parse with the contract schemas', () => {
    expect(() => {
      orderSummary.parse(orderSummaryFixture());
      orderDetail.parse(orderDetailFixture({ stage: 'stocking' }));
      orderPage.parse(orderPageOf(ordersFixture('firstPayment', 30), 42));
      delivery.parse(deliveryFixture());
      cancelReasonList.parse(cancelReasons);
      bankInfo.parse(bankInfoFixture);
      collectionAccountList.parse(collectionAccountsFixture);
      paymentRecord.parse(paymentRecordFixture());
      stockingDetail.parse(stockingDetailFixture());
      modification.parse(modificationFixture(orderSummaryFixture({ stage: 'stocking' })));
      diffAmount.parse(diffAmountFixture());
    }).not.toThrow();
  });

  it('are deterministic, with amounts of weight × price and a 20 % deposit', () => {
    const orders = ordersFixture('toBeSubmitted', 1000);
    expect(ordersFixture('toBeSubmitted', 1000)).toEqual(orders);
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(1000);
    const [first] = orders;
    expect(first?.lines[0]).toMatchObject({
      productName: '6061-T6 铝板',
      weight: '5.000',
      unitPrice: '23450.00',
      amount: '117250.00',
    });
    expect(first).toMatchObject({ totalAmount: '117250.00', depositAmount: '23450.00' });
    expect(orderSummaryFixture()).toMatchObject({
      totalWeight: '8.250',
      totalAmount: '189335.00',
      depositAmount: '37867.00',
    });
  });
});

describe('the order centre', () => {
  it('is built once per root, on first use', () => {
    const { root } = buyer();
    expect(root.feature(createOrderCentreStore)).toBe(root.feature(createOrderCentreStore));
  });

  it('reads the role and the certification from the session', () => {
    expect(buyer().root.feature(createOrderCentreStore)).toMatchObject({
      isAdmin: true,
      certified: true,
    });
    expect(buyer(users.certifiedStaff).root.feature(createOrderCentreStore).isAdmin).toBe(false);
    expect(buyer(users.uncertified).root.feature(createOrderCentreStore).certified).toBe(false);
  });

  it('loads the reasons once, and the balance each time', async () => {
    const { root } = buyer();
    const centre = root.feature(createOrderCentreStore);
    const { requests, handlers } = createOrderServerF1();
    server.use(...handlers);
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    await centre.loadReasons();
    await centre.loadReasons();
    await centre.loadPaymentInfo();
    await centre.loadPaymentInfo();
    expect(centre.reasons.data).toEqual(cancelReasons);
    expect(seen.filter((p) => p.endsWith(orderPaths.cancelReasons))).toHaveLength(1);
    expect(callsTo(requests, orderPaths.bankInfo)).toHaveLength(2);
    expect(seen.filter((p) => p.endsWith(orderPaths.collectionAccounts))).toHaveLength(1);
    expect(centre.accounts.data).toEqual(collectionAccountsFixture);
  });

  it.each([
    ['toBeSubmitted', orderPaths.cancelUnsubmitted],
    ['firstPayment', orderPaths.cancelFirst],
    ['stocking', orderPaths.cancelStocking],
  ] as const)(
    'cancels an order %s through %s, says 取消成功 and refreshes the counts',
    async (stage, path) => {
      const { root, env } = buyer();
      const centre = root.feature(createOrderCentreStore);
      const server1 = createOrderServerF1();
      server.use(...server1.handlers);
      const order = server1.orders().find((o) => o.stage === stage);
      const done = await centre.cancel.run({
        orderId: order?.orderId ?? 0,
        reasonId: 2,
        remark: '',
        stage,
      });
      expect(done).not.toBeNull();
      const sent = callsTo(server1.requests, path);
      expect(sent.map((r) => r.body)).toEqual([
        { orderId: order?.orderId, reasonId: 2, remark: '' },
      ]);
      expect(sent[0]?.idempotencyKey).toBeTruthy();
      expect(env.notifications).toContainEqual({ type: 'success', message: '取消成功' });
      await expect.poll(() => callsTo(server1.requests, paths.orders.count)).toHaveLength(1);
    },
  );

  it('keeps the refusal as its error, and refreshes nothing', async () => {
    const { root } = buyer();
    const centre = root.feature(createOrderCentreStore);
    server.use(fail(orderPaths.cancelStocking, 4100, '订单已开始生产，无法取消'));
    await centre.cancel.run({ orderId: 23001, reasonId: 1, stage: 'stocking' });
    expect([centre.cancel.status, centre.cancel.error]).toEqual([
      'failed',
      '订单已开始生产，无法取消',
    ]);
  });

  it('saves the detail PDF under the server name', async () => {
    const { root, env } = buyer();
    const centre = root.feature(createOrderCentreStore);
    await centre.downloadDetail(20001);
    expect(env.savedFiles.map((f) => f.fileName)).toEqual(['订单明细.pdf']);
    expect(centre.detailPdf.pending).toBeNull();
  });

  it('forgets everything on logout', async () => {
    const { root } = buyer();
    const centre = root.feature(createOrderCentreStore);
    await centre.loadReasons();
    root.session.logout();
    expect([centre.reasons.status, centre.reasons.data, centre.cancel.status]).toEqual([
      'idle',
      null,
      'idle',
    ]);
  });
});
