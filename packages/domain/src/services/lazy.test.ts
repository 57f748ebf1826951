import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../mocks/index.ts';
import { createHttpClient } from '../http/index.ts';
import { TEST_BASE_URL, setupTestServer } from '../test-support/server.ts';
import { lazyServices } from './lazy.ts';

const server = setupTestServer();

const client = () =>
  createHttpClient({
    baseURL: TEST_BASE_URL,
    getToken: () => null,
    notify: createTestEnvironment().notify,
    onSessionExpired: vi.fn(),
    onTokenCleared: vi.fn(),
    isHomeRoute: () => true,
  });

/** Counts the requests for the hot search keys, answered with one key. */
function hotKeys() {
  const requests: Request[] = [];
  server.use(
    http.get('*/api/csr/userDemand/user/demand/products/hotSearchKey', ({ request }) => {
      requests.push(request);
      return HttpResponse.json({ code: 200, msg: 'success', data: ['6061'] });
    }),
  );
  return requests;
}

describe('lazyServices', () => {
  it('makes the real call of the name asked for, once the services are loaded', async () => {
    const requests = hotKeys();
    const services = lazyServices(client());
    await expect(services.common.getHotSearchKeys()).resolves.toEqual(['6061']);
    expect(requests).toHaveLength(1);
  });

  it('is never taken for a promise (it has no then)', async () => {
    const services = lazyServices(client());
    await expect(Promise.resolve(services)).resolves.toBe(services);
  });

  it('given a start, calls nothing before it comes, then makes the calls that waited', async () => {
    const requests = hotKeys();
    let start = () => {};
    const startAfter = new Promise<void>((resolve) => {
      start = resolve;
    });
    const services = lazyServices(client(), startAfter);
    const call = services.common.getHotSearchKeys();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    start();
    await expect(call).resolves.toEqual(['6061']);
    expect(requests).toHaveLength(1);
  });
});
