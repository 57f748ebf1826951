import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import type { AnyHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Node tests use an absolute base, as a browser would resolve /api/csr. */
export const TEST_BASE_URL = 'http://mall.test/api/csr';

/** An msw server for the calling test file: unhandled requests fail the test. */
export function setupTestServer(...handlers: AnyHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/** 'METHOD /path' of every request the server sees from now until the end of the test. */
export function recordRequests(server: SetupServer): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** 'METHOD /path?query' of every request the server sees from now until the end of the test. */
export function recordUrls(server: SetupServer): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    seen.push(`${request.method} ${pathname}${search}`);
  });
  return seen;
}
