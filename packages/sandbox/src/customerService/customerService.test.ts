import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { CustomerMessageContent, CustomerServiceAccount } from '@mall/domain/contract';
import {
  anyEnvelope,
  customerMessageExchange,
  customerMessagePage,
  customerServiceToken,
  IDEMPOTENCY_KEY_HEADER,
  paths,
} from '@mall/domain/contract';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { agentReply } from '../customerService.ts';
import { FIXED_NOW, call, login, withQuery } from '../testing.ts';

const ADMIN = '13800000001';
const EMPLOYEE = '13800000002';
const UNCERTIFIED = '13800000003';

let sandbox: Sandbox;
let clock = FIXED_NOW;
/** Login token and chat token of each demo user. */
let admin: [string, string];
let employee: [string, string];
let uncertified: [string, string];

const signIn = async (username: string): Promise<[string, string]> => {
  const token = await login(sandbox.app, username);
  const { json } = await call(sandbox.app, paths.common.customerServiceToken, { token });
  return [token, customerServiceToken.parse(anyEnvelope.parse(json).data).token];
};

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  [admin, employee, uncertified] = [
    await signIn(ADMIN),
    await signIn(EMPLOYEE),
    await signIn(UNCERTIFIED),
  ];
});
afterAll(() => sandbox.close());

let keys = 0;

/**
 * Calls a chat path as a user, with a chat token; answers the envelope. A message (a body) is
 * sent with `key`, a new Idempotency-Key unless given.
 */
const chat = async (
  path: string,
  [token, chatToken]: readonly [string?, string?],
  body?: unknown,
  key = `chat-${(keys += 1)}`,
) => {
  const { status, json } = await call(sandbox.app, path, {
    body,
    ...(token !== undefined && { token }),
    headers: {
      ...(chatToken !== undefined && { 'X-Chat-Token': chatToken }),
      ...(body !== undefined && { [IDEMPOTENCY_KEY_HEADER]: key }),
    },
  });
  expect(status).toBe(200);
  return anyEnvelope.parse(json);
};

/** The data of a successful call, parsed with the client's schema. */
const dataOf = async <S extends z.ZodMiniType>(
  schema: S,
  path: string,
  user: readonly [string, string],
  body?: unknown,
  key?: string,
): Promise<z.output<S>> => {
  const answer = await chat(path, user, body, key);
  expect([answer.code, answer.msg]).toEqual([200, 'success']);
  return schema.parse(answer.data);
};

const pageOf = (
  user: readonly [string, string],
  account: CustomerServiceAccount,
  pageNum = 1,
  pageSize = 20,
) =>
  dataOf(
    customerMessagePage,
    withQuery(paths.customerService.messages, { account, pageNum, pageSize }),
    user,
  );

const send = (user: readonly [string, string], body: unknown, key?: string) =>
  dataOf(customerMessageExchange, paths.customerService.messages, user, body, key);

/** [code, msg] of a refused call. */
const refusal = async (path: string, user: readonly [string?, string?], body?: unknown) => {
  const answer = await chat(path, user, body);
  expect(answer.data).toBeNull();
  return [answer.code, answer.msg];
};

const chatCalls: [string, unknown?][] = [
  [withQuery(paths.customerService.messages, { account: 'admin', pageNum: 1, pageSize: 20 })],
  [paths.customerService.messages, { account: 'admin', type: 'text', message: '你好' }],
];

describe('who may chat', () => {
  it.each(chatCalls)('%s answers 401 to a visitor', async (path, body) => {
    expect(await refusal(path, [undefined, admin[1]], body)).toEqual([
      401,
      '登录状态已过期，请重新登录',
    ]);
  });

  it.each(chatCalls)('%s answers 403 to an uncertified user', async (path, body) => {
    expect(await refusal(path, uncertified, body)).toEqual([403, '请先完成企业认证']);
  });

  it.each(chatCalls)('%s answers 400 without the user’s own chat token', async (path, body) => {
    const invalid = [400, '客服会话已失效，请重新打开客服窗口'];
    expect(await refusal(path, [admin[0]], body)).toEqual(invalid);
    expect(await refusal(path, [admin[0], employee[1]], body)).toEqual(invalid);
  });

  it('hands each user a stable chat token of their own', async () => {
    expect((await signIn(ADMIN))[1]).toBe(admin[1]);
    expect(admin[1]).not.toBe(employee[1]);
    expect(admin[1]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the seeded chats', () => {
  it('give the administrator a talk with 售前客服 about a 6061 plate, oldest first', async () => {
    const page = await pageOf(admin, 'preSale');
    expect(page.total).toBe(6);
    expect(page.rows.map(({ from, type }) => `${from}:${type}`)).toEqual([
      'buyer:product',
      'agent:text',
      'buyer:text',
      'agent:text',
      'buyer:text',
      'agent:text',
    ]);
    expect(page.rows[0]).toMatchObject({
      account: 'preSale',
      message: { searchValue: '6061-T6 2.0*1250', title: '6061-T6 铝板 2×1250' },
      intime: '2026-03-17 10:00:00',
    });
    expect(page.rows[1]?.message).toContain('「6061-T6 铝板 2×1250」');
    const intimes = page.rows.map(({ intime }) => intime);
    expect(intimes).toEqual(intimes.toSorted());
  });

  it('give each demo user two sub-accounts, and nobody sees another’s chat', async () => {
    const totals = async (user: readonly [string, string]) =>
      Promise.all(
        (['admin', 'preSale', 'onSale', 'afterSales', 'thirdSales'] as const).map(
          async (account) => (await pageOf(user, account)).total,
        ),
      );
    expect(await totals(admin)).toEqual([2, 6, 0, 0, 0]);
    expect(await totals(employee)).toEqual([0, 2, 0, 4, 0]);
    const afterSales = await pageOf(employee, 'afterSales');
    expect(afterSales.rows[0]?.message).toBe(
      '上周收到的 1060 铝卷外圈有压痕，想申请换货，怎么处理？',
    );
  });

  it('pages from the newest, each page oldest first', async () => {
    const all = (await pageOf(admin, 'preSale')).rows.map(({ id }) => id);
    const ids = async (pageNum: number) =>
      (await pageOf(admin, 'preSale', pageNum, 4)).rows.map(({ id }) => id);
    expect(await ids(1)).toEqual(all.slice(2));
    expect(await ids(2)).toEqual(all.slice(0, 2));
    expect(await ids(3)).toEqual([]);
    expect((await pageOf(admin, 'preSale', 3, 4)).total).toBe(6);
  });
});

describe('sending', () => {
  it('stores the trimmed text and answers as the agent, both at the end of the chat', async () => {
    clock = new Date('2026-03-18T03:30:00Z');
    const { sent, reply } = await send(admin, {
      account: 'onSale',
      type: 'text',
      message: '  订单 XS202603120003 什么时候发货？ ',
    });
    expect(sent).toMatchObject({
      account: 'onSale',
      from: 'buyer',
      type: 'text',
      message: '订单 XS202603120003 什么时候发货？',
      intime: '2026-03-18 11:30:00',
    });
    expect(reply).toMatchObject({ account: 'onSale', from: 'agent', type: 'text' });
    expect(reply.message).toContain('24 小时内安排发货');
    expect(reply.id).toBeGreaterThan(sent.id);
    const page = await pageOf(admin, 'onSale');
    expect([page.total, page.rows]).toEqual([2, [sent, reply]]);
    clock = FIXED_NOW;
  });

  it('posts a message sent again with its key once, answering the first exchange', async () => {
    const body = { account: 'afterSales', type: 'text', message: '发票什么时候寄出？' };
    const before = (await pageOf(employee, 'afterSales')).total;
    const first = await send(employee, body, 'chat-retried');
    expect(await send(employee, body, 'chat-retried')).toEqual(first);
    expect((await pageOf(employee, 'afterSales')).total).toBe(before + 2);
  });

  it('answers a product card naming the goods', async () => {
    const { sent, reply } = await send(admin, {
      account: 'thirdSales',
      type: 'product',
      message: { searchValue: ' 5052-H32 3.0*1500 ', title: '5052-H32 铝板 3.0×1500' },
    });
    expect(sent.message).toEqual({
      searchValue: '5052-H32 3.0*1500',
      title: '5052-H32 铝板 3.0×1500',
    });
    expect(reply.message).toBe(
      '您好，您咨询的「5052-H32 铝板 3.0×1500」目前有现货，请问需要多少吨？我为您核实库存和价格。',
    );
  });

  it('accepts 500 characters', async () => {
    const { sent } = await send(employee, {
      account: 'onSale',
      type: 'text',
      message: '铝'.repeat(500),
    });
    expect(sent.message).toHaveLength(500);
  });

  it.each<[string, unknown, string]>([
    ['an empty text', { account: 'admin', type: 'text', message: '   ' }, '请输入消息内容'],
    [
      'a text over 500 characters',
      { account: 'admin', type: 'text', message: '铝'.repeat(501) },
      '消息不能超过 500 个字',
    ],
    [
      'a card without a title',
      { account: 'admin', type: 'product', message: { searchValue: '6063', title: '' } },
      '商品名称不能为空',
    ],
    [
      'a card without a search value',
      { account: 'admin', type: 'product', message: { searchValue: ' ', title: '6063 型材' } },
      '商品搜索词不能为空',
    ],
    [
      'another type',
      { account: 'admin', type: 'image', message: 'a.png' },
      '消息类型必须为 text 或 product',
    ],
    [
      'a text that is not one',
      { account: 'admin', type: 'text', message: 12 },
      '消息内容类型不正确',
    ],
    [
      'an unknown sub-account',
      { account: 'sales', type: 'text', message: '你好' },
      '客服类型必须为 admin 或 preSale 或 onSale 或 afterSales 或 thirdSales',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, body, message) => {
    const before = (await pageOf(employee, 'admin')).total;
    expect(await refusal(paths.customerService.messages, employee, body)).toEqual([400, message]);
    expect((await pageOf(employee, 'admin')).total).toBe(before);
  });

  it.each([
    [{ account: 'admin', pageNum: 0, pageSize: 20 }, '页码必须大于 0'],
    [{ account: 'admin', pageNum: 1, pageSize: 101 }, '每页条数不能大于 100'],
    [
      { account: 'boss', pageNum: 1, pageSize: 20 },
      '客服类型必须为 admin 或 preSale 或 onSale 或 afterSales 或 thirdSales',
    ],
  ])('refuses the page query %j', async (query, message) => {
    expect(await refusal(withQuery(paths.customerService.messages, query), employee)).toEqual([
      400,
      message,
    ]);
  });
});

describe('agentReply', () => {
  const text = (message: string): CustomerMessageContent => ({ type: 'text', message });

  it.each<[string, string]>([
    ['想申请退货', '「售后申请」'],
    ['这批货有划伤，质量怎么保证？', '质保书'],
    ['能开专票吗？', '「待开票」'],
    ['运费怎么算，几天到货？', '24 小时内安排发货'],
    ['6063 型材今天报价多少？', '「今日铝价」'],
    ['退货的运费谁出？', '「售后申请」'],
  ])('answers %j by its topic', (asked, expected) => {
    expect(agentReply(text(asked), 'preSale').message).toContain(expected);
  });

  it.each<[CustomerServiceAccount, string]>([
    ['admin', '平台客服'],
    ['preSale', '售前客服'],
    ['onSale', '售中客服'],
    ['afterSales', '售后客服'],
    ['thirdSales', '第三方销售'],
  ])('greets as %s otherwise', (account, label) => {
    expect(agentReply(text('你好'), account)).toEqual({
      type: 'text',
      message: `您好，我是${label}，很高兴为您服务。您的问题已记录，请稍候，我们会尽快为您答复。`,
    });
  });
});
