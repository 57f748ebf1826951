import { describe, expect, it } from 'vitest';
import { createTestEnvironment, defaultHandlers } from '../mocks/index.ts';
import {
  recordRequests,
  recordUrls,
  TEST_BASE_URL,
  setupTestServer,
} from '../test-support/server.ts';
import { Poller } from '../timers/index.ts';
import { RootStore } from './RootStore.ts';
import { createQrLoginStore } from './session/QrLoginStore.ts';
import { createSmsCountdown } from './session/SmsCountdown.ts';

const server = setupTestServer(...defaultHandlers);

describe('RootStore', () => {
  it('builds independent stores per instance', async () => {
    const first = new RootStore(createTestEnvironment(), { baseURL: TEST_BASE_URL });
    const second = new RootStore(createTestEnvironment(), { baseURL: TEST_BASE_URL });
    await Promise.all([first.home.loadTodayPrice(), first.home.loadHotKeys()]);
    expect(first.home.todayPrice).not.toBeNull();
    expect(second.home.todayPrice).toBeNull();
    expect(first.http).not.toBe(second.http);
  });

  it('calls the base it is given, through its services', async () => {
    const requests = recordRequests(server);
    const root = new RootStore(createTestEnvironment(), { baseURL: TEST_BASE_URL });
    await root.services.common.getHotSearchKeys();
    expect(requests).toEqual(['GET /api/csr/userDemand/user/demand/products/hotSearchKey']);
  });

  it('hands each call its arguments once the services have loaded, keeping one object per area', async () => {
    const urls = recordUrls(server);
    const { services } = new RootStore(createTestEnvironment(), { baseURL: TEST_BASE_URL });
    expect(services.goods).toBe(services.goods);
    // An area is not a promise: awaiting one gives the area itself.
    expect(await Promise.resolve(services.goods)).toBe(services.goods);
    await services.goods.suggest('6061');
    expect(urls).toEqual(['GET /api/csr/pc/mall/productBatch/suggestion?key=6061']);
  });

  it('stops every registered poller', () => {
    const env = createTestEnvironment();
    const root = new RootStore(env);
    const cleared: unknown[] = [];
    const timers = {
      setTimeout: () => 'timer-id',
      clearTimeout: (id: unknown) => void cleared.push(id),
    };
    const pollers = [1, 2].map(
      () =>
        new Poller({
          task: () => Promise.resolve(),
          baseInterval: 15000,
          firstDelay: 100,
          timers,
          canRun: () => true,
        }),
    );
    pollers.forEach((poller) => {
      root.registerPoller(poller);
      poller.start();
    });
    root.stopPollers();
    expect(cleared).toEqual(['timer-id', 'timer-id']);
  });

  it('stops the QR login on logout', async () => {
    const env = createTestEnvironment({ path: '/gateway/login' });
    const root = new RootStore(env, { baseURL: TEST_BASE_URL });
    const qrLogin = root.feature(createQrLoginStore);
    await qrLogin.start();
    expect(qrLogin.status).toBe('waiting');
    root.session.logout();
    expect(qrLogin.status).toBe('idle');
  });

  it('makes a fresh SMS countdown per form', () => {
    const root = new RootStore(createTestEnvironment(), { baseURL: TEST_BASE_URL });
    expect(root.create(createSmsCountdown)).not.toBe(root.create(createSmsCountdown));
  });
});
