import { describe, expect, it } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import { callsTo, createOrderServerF3, defaultHandlers, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createAfterSaleOrdersStore } from './AfterSaleOrdersStore.ts';

const server = setupTestServer(...defaultHandlers);

describe('AfterSaleOrdersStore', () => {
  it('lists the orders of a stage an application may be made in, by order number', async () => {
    const mock = createOrderServerF3();
    server.use(...mock.handlers);
    const { root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createAfterSaleOrdersStore);
    const searches = () => callsTo(mock.requests, orderPaths.allList).map(({ url }) => url.search);

    await store.list.load();
    expect(store.list.rows.map(({ stage }) => stage)).toEqual([
      'toInvoice',
      'toInvoice',
      'toInvoice',
    ]);
    await store.setStage('stocking');
    await store.setStage('completed');
    await store.search('  0001 ');
    expect(searches()).toEqual([
      '?stage=toInvoice&pageNum=1&pageSize=10',
      '?stage=completed&pageNum=1&pageSize=10',
      '?stage=completed&orderNo=0001&pageNum=1&pageSize=10',
    ]);
    expect(
      store.list.rows.every(
        ({ stage, orderNo }) => stage === 'completed' && orderNo.includes('0001'),
      ),
    ).toBe(true);
  });
});
