import { describe, expect, it, vi } from 'vitest';
import { auctionPaths } from '../../contract/auctions.ts';
import {
  callsTo,
  createAuctionServer,
  defaultHandlers,
  httpStatus,
  users,
  wonLotsToOrder,
  pickupTerms,
} from '../../mocks/index.ts';
import { sum, yuan } from '../../money.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createWonLotsStore } from './WonLotsStore.ts';

const server = setupTestServer(...defaultHandlers);

describe('the won lots store', () => {
  it('offers only lots not yet ordered, totals the chosen ones and orders them once', async () => {
    const auctions = createAuctionServer({ won: wonLotsToOrder });
    server.use(...auctions.handlers);
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createWonLotsStore);
    await store.won.load();
    expect(store.open.map(({ lotNo }) => lotNo)).toEqual(['P7001', 'P7002']);
    store.choose(new Set([5201, 5202, 5203]));
    expect(store.total).toBe('549800.00');
    expect(store.depositCredit).toBe(
      yuan(sum(wonLotsToOrder.slice(0, 2).map(({ deposit }) => deposit))),
    );
    store.toConfirm();
    expect(env.opened).toEqual([{ route: 'activityMakeOrder' }]);
    await Promise.all([store.makeOrder(pickupTerms), store.makeOrder(pickupTerms)]);
    const made = callsTo(auctions.requests, auctionPaths.makeOrder);
    expect(made.map(({ body }) => body)).toEqual([{ lotIds: [5201, 5202], terms: pickupTerms }]);
    expect(env.opened.at(-1)).toEqual({ route: 'orderToBeSubmit' });
    expect(store.chosen.size).toBe(0);
  });

  it('after a lost answer keeps the choice and fetches the won lots again', async () => {
    const auctions = createAuctionServer({ won: wonLotsToOrder });
    server.use(httpStatus(auctionPaths.makeOrder, 504), ...auctions.handlers);
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createWonLotsStore);
    await store.won.load();
    store.choose(new Set([5201]));
    await store.makeOrder(pickupTerms);
    expect(store.ordering.outcomeUnknown).toBe(true);
    expect(store.won.status).toBe('ready');
    await vi.waitFor(() => expect(callsTo(auctions.requests, auctionPaths.won)).toHaveLength(2));
    expect(store.chosenLots.map(({ lotId }) => lotId)).toEqual([5201]);
    expect(env.opened).toEqual([]);
  });
});
