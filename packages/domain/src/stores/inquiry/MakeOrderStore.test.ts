import { describe, expect, it, vi } from 'vitest';
import { inquiryPaths } from '../../contract/inquiry.ts';
import {
  callsTo,
  createInquiryServer,
  defaultHandlers,
  inquiriesExpiringAt,
  users,
  pickupTerms,
} from '../../mocks/index.ts';
import type { InquiryServerOptions, RecordedRequest } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createMakeOrderStore } from './MakeOrderStore.ts';

const server = setupTestServer(...defaultHandlers);

async function setup(options?: InquiryServerOptions) {
  const inquiries = createInquiryServer(options);
  server.use(...inquiries.handlers);
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  const store = root.feature(createMakeOrderStore);
  await store.open(43);
  return { inquiries, env, store };
}

/** The detail's calls (GET …/inquiry/{id}). */
const detailCalls = (requests: readonly RecordedRequest[]) =>
  requests.filter(({ url }) => /^\/api\/csr\/pc\/inquiryNew\/inquiry\/\d+$/.test(url.pathname));

describe('MakeOrderStore', () => {
  it('picks the valid lines and totals them exactly', async () => {
    const { store } = await setup();
    expect(store.pickedLines.map((line) => line.detailId)).toEqual([431, 432]);
    expect(store.totals).toEqual({ tonnes: '12.420', amount: '272596.00' });
    const [first, , expired] = store.lines;
    if (!first || !expired) throw new Error('fixture changed');
    store.toggle(expired);
    store.toggle(first);
    expect(store.totals).toEqual({ tonnes: '2.420', amount: '57596.00' });
  });

  it('makes the order once, with an Idempotency-Key, then opens 待提交', async () => {
    const { inquiries, env, store } = await setup();
    const first = store.makeOrder(pickupTerms);
    await store.makeOrder(pickupTerms);
    await first;
    const calls = callsTo(inquiries.requests, inquiryPaths.makeOrder);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ id: 43, detailIds: [431, 432], terms: pickupTerms });
    expect(calls[0]?.idempotencyKey).toBeTruthy();
    expect(env.opened).toEqual([{ route: 'orderToBeSubmit' }]);
    expect(env.notifications).toContainEqual({
      type: 'success',
      message: '已生成待提交订单 DD20260318043001',
    });
  });

  it('drops a pick whose quote runs out while shown, on the server clock, and says which', async () => {
    // The answer says 10:00:00 at the mall; the browser's own date plays no part.
    const { store } = await setup({ inquiries: inquiriesExpiringAt('2026-03-18 10:00:02') });
    vi.useFakeTimers();
    try {
      store.clock.start();
      expect(store.pickedLines.map((line) => line.detailId)).toEqual([431, 432]);
      vi.advanceTimersByTime(1_000);
      expect(store.lines.map((line) => line.state)).toEqual(['valid', 'valid', 'expired']);
      vi.advanceTimersByTime(2_000);
      expect(store.lines.map((line) => line.state)).toEqual(['valid', 'expired', 'expired']);
      expect(store.pickedLines.map((line) => line.detailId)).toEqual([431]);
      expect(store.droppedPicks.map((line) => line.detailId)).toEqual([432]);
      expect(store.totals).toEqual({ tonnes: '10.000', amount: '215000.00' });
      const [, lapsed] = store.lines;
      if (!lapsed) throw new Error('fixture changed');
      store.toggle(lapsed);
      expect(store.pickedLines.map((line) => line.detailId)).toEqual([431]);
    } finally {
      store.reset();
      vi.useRealTimers();
    }
  });

  it('refuses to send nothing', async () => {
    const { inquiries, store } = await setup();
    for (const line of store.pickedLines) store.toggle(line);
    await store.makeOrder(pickupTerms);
    expect(store.pickError).toBe('请选择要下单的报价明细');
    expect(callsTo(inquiries.requests, inquiryPaths.makeOrder)).toEqual([]);
  });

  it('keeps the picks and says why when a quote expired meanwhile', async () => {
    const { inquiries, env, store } = await setup({ quoteExpired: true });
    await store.makeOrder(pickupTerms);
    expect(store.ordering.error).toBe('6063-T5 2×1250×2500 氧化：报价已过期，不能下单');
    expect(store.pickedLines).toHaveLength(2);
    expect(env.opened).toEqual([]);
    // The lines reload to show which (waited for: it would reach the next test's server).
    await vi.waitFor(() => expect(detailCalls(inquiries.requests)).toHaveLength(2));
  });

  it('asks for no inquiry when the order fails after the page has left', async () => {
    const { store } = await setup({ quoteExpired: true });
    const ordering = store.makeOrder(pickupTerms);
    store.reset();
    await ordering;
    // Reloaded now, it would ask for inquiry 0 (the reset forgot which one was open).
    expect(store.inquiry.status).toBe('idle');
    expect(store.ordering.error).toBe('');
  });
});
