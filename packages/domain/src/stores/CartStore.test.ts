import { describe, expect, it } from 'vitest';
import { defaultHandlers, ok, users } from '../mocks/index.ts';
import { createTestRoot } from '../test-support/root.ts';
import { recordRequests, setupTestServer } from '../test-support/server.ts';

const server = setupTestServer(...defaultHandlers);
const COUNT = '/pc/new/mall/cart/getPCMyCartNewCount';

describe('CartStore', () => {
  it('loads the counts and totals them', async () => {
    const { cart } = createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;
    expect([cart.counts, cart.total, cart.status]).toEqual([null, 0, 'idle']);
    await cart.load();
    expect(cart.counts).toEqual({ cash: 3, sold: 1, spot: 5 });
    expect([cart.total, cart.status]).toEqual([9, 'ready']);
  });

  it('shows counts below 0 as 0', async () => {
    server.use(ok(COUNT, { cash: -2, sold: 4, spot: -1 }));
    const { cart } = createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;
    await cart.load();
    expect(cart.counts).toEqual({ cash: 0, sold: 4, spot: 0 });
    expect(cart.total).toBe(4);
  });

  it('makes no request when logged out', async () => {
    const requests = recordRequests(server);
    const { cart } = createTestRoot().root;
    await cart.load();
    expect(requests).toEqual([]);
  });

  it('resets', async () => {
    const { cart } = createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;
    await cart.load();
    cart.reset();
    expect([cart.counts, cart.total, cart.status]).toEqual([null, 0, 'idle']);
  });
});
