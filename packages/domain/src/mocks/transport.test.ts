import axios from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, setupTestServer, TEST_BASE_URL } from '../test-support/server.ts';
import { createStoryTransport } from './transport.ts';

const server = setupTestServer(
  http.get(`${TEST_BASE_URL}/answered`, () => HttpResponse.json({ ok: true })),
  http.get(`${TEST_BASE_URL}/held`, async () => {
    await delay(50);
    return HttpResponse.json({ late: true });
  }),
  http.get(`${TEST_BASE_URL}/refused`, async () => {
    await delay(50);
    return new HttpResponse(null, { status: 504 });
  }),
);

/** A client over a fresh story transport, as a story's RootStore has. */
const storyClient = () => {
  const transport = createStoryTransport();
  return {
    transport,
    client: axios.create({ baseURL: TEST_BASE_URL, adapter: transport.adapter }),
  };
};

/** Whether `promise` settles within 150 ms. */
const settles = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), 150)),
  ]);

describe('createStoryTransport', () => {
  it('answers as the network does while the story runs', async () => {
    const { client, transport } = storyClient();
    await expect(client.get('/answered')).resolves.toMatchObject({ data: { ok: true } });
    expect(transport.takeLate()).toEqual([]);
  });

  it('settles nothing sent before the story ended, answer or failure', async () => {
    const { client, transport } = storyClient();
    const held = client.get('/held');
    const refused = client.get('/refused');
    transport.end();
    await expect(settles(held)).resolves.toBe(false);
    await expect(settles(refused)).resolves.toBe(false);
  });

  it('sends nothing after the story ended, and names what was tried once', async () => {
    const seen = recordRequests(server);
    const { client, transport } = storyClient();
    transport.end();
    await expect(settles(client.get('/answered', { params: { a: 1 } }))).resolves.toBe(false);
    expect(seen).toEqual([]);
    expect(transport.takeLate()).toEqual(['GET /answered']);
    expect(transport.takeLate()).toEqual([]);
  });
});
