import { delay, http, HttpResponse } from 'msw';
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { CustomerMessage, Page } from '../../contract/index.ts';
import {
  customerMessageExchange,
  customerMessagePage,
  customerProductCard,
  defaultHandlers,
  fail,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createCustomerServiceStore } from './CustomerServiceStore.ts';

const server = setupTestServer(...defaultHandlers);
const MESSAGES = '*/api/csr/customer/service/messages';

/** 'METHOD /path?query' and the chat token of every request from now on. */
function recordCalls(): [string, string][] {
  const seen: [string, string][] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    seen.push([
      `${request.method} ${pathname}${search}`,
      request.headers.get('X-Chat-Token') ?? '',
    ]);
  });
  return seen;
}

/** The bodies POSTed to the chat from now on. */
function recordSent(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

const text = (id: number, intime: string): CustomerMessage => ({
  id,
  account: 'admin',
  from: id % 2 ? 'buyer' : 'agent',
  type: 'text',
  message: `第 ${id} 条`,
  intime,
});

/** A conversation of `total` texts, one a minute; pages count from the newest, rows oldest first. */
function conversation(total: number) {
  const all = Array.from({ length: total }, (_, index) =>
    text(index + 1, `2026-03-17 09:${String(index).padStart(2, '0')}:00`),
  );
  return http.get(MESSAGES, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const pageNum = Number(query.get('pageNum'));
    const pageSize = Number(query.get('pageSize'));
    const end = Math.max(total - (pageNum - 1) * pageSize, 0);
    const data: Page<CustomerMessage> = {
      rows: all.slice(Math.max(end - pageSize, 0), end),
      total,
    };
    return HttpResponse.json({ code: 200, msg: 'success', data });
  });
}

const certified = () => createTestRoot({ token: 'tok', user: users.certifiedAdmin });
const opened = async () => {
  const test = certified();
  await test.root.feature(createCustomerServiceStore).open();
  return test;
};

describe('CustomerServiceStore', () => {
  it('opens with the identity, then the latest page of 平台客服 sent with the chat token', async () => {
    const customerService = certified().root.feature(createCustomerServiceStore);
    const calls = recordCalls();
    await customerService.open();
    expect(calls).toEqual([
      ['GET /api/csr/customer/service/token', ''],
      [
        'GET /api/csr/customer/service/messages?account=admin&pageNum=1&pageSize=20',
        'cs-token-10001',
      ],
    ]);
    expect(customerService.identity).toMatchObject({
      name: '佛山市南海区鑫铝金属材料有限公司-陈志强',
      mobile: '13826081234',
    });
    expect(customerService.maskedMobile).toBe('138****1234');
    expect([customerService.status, customerService.total, customerService.hasEarlier]).toEqual([
      'ready',
      6,
      false,
    ]);
    expect(customerService.messages).toEqual(customerMessagePage.rows);
  });

  it('lists the five sub-accounts with their Chinese names', () => {
    expect(certified().root.feature(createCustomerServiceStore).accounts).toEqual([
      { account: 'admin', label: '平台客服' },
      { account: 'preSale', label: '售前客服' },
      { account: 'onSale', label: '售中客服' },
      { account: 'afterSales', label: '售后客服' },
      { account: 'thirdSales', label: '第三方销售' },
    ]);
  });

  it('loads the identity once and a loaded page only once', async () => {
    const { root } = await opened();
    const calls = recordCalls();
    await root.feature(createCustomerServiceStore).open();
    expect(calls).toEqual([]);
  });

  it.each([
    ['a visitor', () => createTestRoot()],
    ['an uncertified user', () => createTestRoot({ token: 'tok', user: users.uncertified })],
  ])('makes no request for %s', async (_, build) => {
    const customerService = build().root.feature(createCustomerServiceStore);
    const calls = recordCalls();
    await customerService.open();
    expect([calls, customerService.status, customerService.identity]).toEqual([[], 'idle', null]);
  });

  it('switching sub-account loads its latest page in place of the conversation', async () => {
    const { root } = await opened();
    const customerService = root.feature(createCustomerServiceStore);
    const calls = recordCalls();
    await customerService.selectAccount('afterSales');
    expect(calls).toEqual([
      [
        'GET /api/csr/customer/service/messages?account=afterSales&pageNum=1&pageSize=20',
        'cs-token-10001',
      ],
    ]);
    expect(customerService.account).toBe('afterSales');
    calls.length = 0;
    await customerService.selectAccount('afterSales');
    expect(calls).toEqual([]);
  });

  it('loads earlier pages before the messages shown until the conversation is complete', async () => {
    server.use(conversation(45));
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    expect(customerService.messages.map((m) => m.id)).toEqual(range(26, 45));
    expect(customerService.hasEarlier).toBe(true);
    const calls = recordCalls();
    await customerService.loadEarlier();
    expect(customerService.messages.map((m) => m.id)).toEqual(range(6, 45));
    await customerService.loadEarlier();
    expect(customerService.messages.map((m) => m.id)).toEqual(range(1, 45));
    expect(customerService.hasEarlier).toBe(false);
    await customerService.loadEarlier();
    expect(calls.map(([call]) => call)).toEqual([
      'GET /api/csr/customer/service/messages?account=admin&pageNum=2&pageSize=20',
      'GET /api/csr/customer/service/messages?account=admin&pageNum=3&pageSize=20',
    ]);
  });

  it('sends a trimmed text and shows it with the agent reply, counting both', async () => {
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    const bodies = recordSent();
    await expect(customerService.send('  6063 型材有现货吗？ ')).resolves.toBe(true);
    expect(bodies).toEqual([{ type: 'text', message: '6063 型材有现货吗？', account: 'admin' }]);
    expect(customerService.messages.slice(-2)).toMatchObject([
      { id: 507, from: 'buyer', type: 'text', message: '6063 型材有现货吗？' },
      { id: 508, from: 'agent', type: 'text' },
    ]);
    expect([customerService.total, customerService.sending, customerService.sendError]).toEqual([
      8,
      false,
      '',
    ]);
  });

  it('tells observers of the conversation about sent and earlier messages', async () => {
    server.use(conversation(45));
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    const lengths: number[] = [];
    const stop = reaction(
      () => customerService.messages.length,
      (length) => lengths.push(length),
    );
    await customerService.loadEarlier();
    await customerService.send('有 5052 铝卷吗？');
    stop();
    expect(lengths).toEqual([40, 42]);
  });

  it('sends a product card to the selected sub-account', async () => {
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    await customerService.selectAccount('preSale');
    const bodies = recordSent();
    await expect(customerService.sendProduct(customerProductCard)).resolves.toBe(true);
    expect(bodies).toEqual([
      {
        type: 'product',
        message: { searchValue: '6061-T6 2.0*1250', title: '6061-T6 铝板 2×1250' },
        account: 'preSale',
      },
    ]);
  });

  it.each([
    ['an empty text', '   ', '请输入消息内容'],
    ['a text over 500 characters', '铝'.repeat(501), '消息不能超过 500 个字'],
  ])('refuses %s without a request', async (_, draft, message) => {
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    const calls = recordCalls();
    await expect(customerService.send(draft)).resolves.toBe(false);
    expect([calls, customerService.sendError]).toEqual([[], message]);
  });

  it('asked about goods, opens once for every caller and offers the card, sending nothing unasked', async () => {
    const customerService = certified().root.feature(createCustomerServiceStore);
    const bodies = recordSent();
    await Promise.all([
      customerService.askAbout(customerProductCard),
      customerService.open(),
      customerService.open(),
    ]);
    expect(bodies).toEqual([]);
    expect(customerService.offeredProduct).toEqual(customerProductCard);
    await expect(customerService.sendOffered()).resolves.toBe(true);
    expect(bodies).toEqual([{ type: 'product', message: customerProductCard, account: 'admin' }]);
    expect(customerService.messages.at(-2)).toMatchObject({ type: 'product', from: 'buyer' });
    expect(customerService.offeredProduct).toBeNull();
    await expect(customerService.sendOffered()).resolves.toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it('refuses a product card without a title', async () => {
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    await expect(
      customerService.sendProduct({ searchValue: '5052 3.0', title: ' ' }),
    ).resolves.toBe(false);
    expect(customerService.sendError).toBe('商品名称不能为空');
  });

  it('accepts exactly 500 characters', async () => {
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    await expect(customerService.send('铝'.repeat(500))).resolves.toBe(true);
  });

  it('sends one message at a time', async () => {
    server.use(
      http.post(MESSAGES, async () => {
        await delay(20);
        return HttpResponse.json({ code: 500, msg: '服务器端出错', data: null });
      }),
    );
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    const calls = recordCalls();
    const first = customerService.send('第一条');
    expect(customerService.sending).toBe(true);
    await expect(customerService.send('第二条')).resolves.toBe(false);
    await expect(customerService.sendProduct(customerProductCard)).resolves.toBe(false);
    await first;
    expect(calls.filter(([call]) => call.startsWith('POST'))).toHaveLength(1);
  });

  it('keeps the conversation when the answer is lost, and sends again with the same key', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/customer/service/messages')) {
        keys.push(request.headers.get('Idempotency-Key'));
      }
    });
    server.use(http.post(MESSAGES, () => HttpResponse.error(), { once: true }));
    const { env, root } = await opened();
    const customerService = root.feature(createCustomerServiceStore);
    await expect(customerService.send('请问今天 A00 铝锭什么价？')).resolves.toBe(false);
    expect(customerService.sendError).toBe(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    expect([customerService.sending, customerService.messages.length]).toEqual([false, 6]);
    expect(env.notifications).toEqual([
      { type: 'error', message: '网络连接异常，请检查网络后重试' },
    ]);
    await expect(customerService.send('请问今天 A00 铝锭什么价？')).resolves.toBe(true);
    expect(customerService.sendError).toBe('');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the server refusal of a message', async () => {
    server.use(fail('/customer/service/messages', 400, '消息不能超过 500 个字'));
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    await expect(customerService.send('你好')).resolves.toBe(false);
    expect(customerService.sendError).toBe('消息不能超过 500 个字');
  });

  it('drops a reply that arrives after the buyer switched sub-account', async () => {
    server.use(
      http.post(MESSAGES, async () => {
        await delay(20);
        const data = customerMessageExchange({
          account: 'admin',
          type: 'text',
          message: '售后问题',
        });
        return HttpResponse.json({ code: 200, msg: 'success', data });
      }),
    );
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    const sent = customerService.send('售后问题');
    await customerService.selectAccount('afterSales');
    await expect(sent).resolves.toBe(true);
    expect(customerService.messages.map((m) => m.id)).toEqual([501, 502, 503, 504, 505, 506]);
    expect([customerService.total, customerService.sending]).toEqual([6, false]);
  });

  it('reports a failed identity and loads it again on retry', async () => {
    server.use(fail('/customer/service/token', 500, '服务器端出错'));
    const customerService = certified().root.feature(createCustomerServiceStore);
    await customerService.open();
    expect([customerService.status, customerService.error]).toEqual(['error', '服务器端出错']);
    server.resetHandlers();
    await customerService.retry();
    expect([customerService.status, customerService.error]).toEqual(['ready', '']);
    expect(customerService.messages).toHaveLength(6);
  });

  it('reports a failed page and loads it again on retry', async () => {
    server.use(http.get(MESSAGES, () => HttpResponse.error()));
    const customerService = (await opened()).root.feature(createCustomerServiceStore);
    expect([customerService.status, customerService.error, customerService.hasEarlier]).toEqual([
      'error',
      '网络连接异常，请检查网络后重试',
      false,
    ]);
    server.resetHandlers();
    await customerService.retry();
    expect(customerService.status).toBe('ready');
  });

  it('is cleared on logout', async () => {
    const { root } = await opened();
    await root.feature(createCustomerServiceStore).selectAccount('onSale');
    await root.feature(createCustomerServiceStore).send('你好');
    root.session.logout();
    const customerService = root.feature(createCustomerServiceStore);
    expect([
      customerService.identity,
      customerService.account,
      customerService.messages,
      customerService.total,
      customerService.status,
    ]).toEqual([null, 'admin', [], 0, 'idle']);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
