import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ABOUT_TOPICS,
  API_BASE,
  ARTICLE_TYPES,
  HELP_TOPICS,
  IDEMPOTENCY_KEY_HEADER,
  PROMOTION_STATUS,
  PROTOCOLS,
  anyEnvelope,
  article,
  contentAdminPaths,
  articlePage,
  askResult,
  contentPage,
  faq,
  faqList,
  paths,
  promotionPage,
  protocol,
  question,
  questionPage,
} from '@mall/domain/contract';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { infoTypes, userActionRecords } from '../db/schema.ts';
import { contentDisposition } from '../routes/content.ts';
import { FIXED_NOW, call, login, withQuery } from '../testing.ts';
import { HOSTILE_PAYLOADS } from '../../../../tests/hostileInput.ts';

const ADMIN = '13800000001';
const UNCERTIFIED = '13800000003';

let sandbox: Sandbox;
let clock = FIXED_NOW;
let admin: string;
let uncertified: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, ADMIN);
  uncertified = await login(sandbox.app, UNCERTIFIED);
});
afterAll(() => sandbox.close());

/** Calls a path and parses the answer's data with a contract schema. */
/** What a call sends besides its path. */
type Sent = { token?: string; body?: unknown; headers?: Record<string, string> };

const fetchData = async <S extends z.ZodMiniType>(
  schema: S,
  path: string,
  { token, body, headers }: Sent = {},
): Promise<z.output<S>> => {
  const { status, json } = await call(sandbox.app, path, {
    body,
    headers,
    ...(token !== undefined && { token }),
  });
  expect(status).toBe(200);
  const answer = anyEnvelope.parse(json);
  expect(answer).toMatchObject({ code: 200 });
  return schema.parse(answer.data);
};

/** The body code and message of a refused call. */
const errorOf = async (path: string, { token, body, headers }: Sent = {}) => {
  const { json } = await call(sandbox.app, path, {
    body,
    headers,
    ...(token !== undefined && { token }),
  });
  const answer = anyEnvelope.parse(json);
  expect(answer.data).toBeNull();
  return [answer.code, answer.msg];
};

const articles = (query: Record<string, number>) =>
  fetchData(articlePage, withQuery(paths.content.infoList, { pageNum: 1, pageSize: 10, ...query }));
const allArticles = async () => {
  const first = await articles({ pageSize: 50 });
  return Promise.all(
    first.rows.map(({ id }) => fetchData(article, withQuery(paths.content.infoDetail, { id }))),
  );
};

describe('articles', () => {
  it('keeps the categories of the contract', async () => {
    const rows = await sandbox.db.select().from(infoTypes).orderBy(asc(infoTypes.id));
    expect(rows.map(({ id, name }) => ({ typeId: id, typeName: name }))).toEqual(ARTICLE_TYPES);
  });

  it('lists about 40 articles, newest first, a page at a time', async () => {
    const page = await articles({});
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.rows).toHaveLength(10);
    const times = page.rows.map((row) => row.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const second = await articles({ pageNum: 2 });
    expect(second.rows[0]?.id).not.toBe(page.rows[0]?.id);
  });

  it('filters by category', async () => {
    const page = await articles({ typeId: 3 });
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.rows.map((row) => row.typeName))).toEqual(new Set(['平台公告']));
  });

  it('refuses a page size the spec does not offer and an unknown category', async () => {
    expect(await errorOf(withQuery(paths.content.infoList, { pageNum: 1, pageSize: 7 }))).toEqual([
      400,
      expect.stringContaining('每页条数'),
    ]);
    expect(
      await errorOf(withQuery(paths.content.infoList, { pageNum: 1, pageSize: 10, typeId: 9 })),
    ).toEqual([400, expect.stringContaining('资讯类型')]);
  });

  it('counts a read of the article page', async () => {
    const [summary] = (await articles({})).rows;
    const id = summary?.id ?? 0;
    const first = await fetchData(article, withQuery(paths.content.infoDetail, { id }));
    const second = await fetchData(article, withQuery(paths.content.infoDetail, { id }));
    expect(first.viewCount).toBe((summary?.viewCount ?? 0) + 1);
    expect(second.viewCount).toBe(first.viewCount + 1);
  });

  it('answers 404 for an unknown article', async () => {
    expect(await errorOf(withQuery(paths.content.infoDetail, { id: 99_999 }))).toEqual([
      404,
      '资讯不存在',
    ]);
  });

  it('has bodies with tables and described images, and exactly one hostile body', async () => {
    const bodies = (await allArticles()).map((row) => row.content);
    expect(bodies.some((body) => body.includes('<table>'))).toBe(true);
    expect(bodies.some((body) => /<img [^>]*alt="[^"]+"/.test(body))).toBe(true);
    const hostile = bodies.filter((body) => body.includes('<script>'));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]).toContain('onerror=');
  });
});

describe('promotions', () => {
  it('lists ongoing promotions first, then upcoming, then ended, with their status by date', async () => {
    const page = await fetchData(
      promotionPage,
      withQuery(paths.content.promotionList, { pageNum: 1, pageSize: 50 }),
    );
    expect(page.total).toBe(page.rows.length);
    const order = [PROMOTION_STATUS.ongoing, PROMOTION_STATUS.upcoming, PROMOTION_STATUS.ended];
    const ranks = page.rows.map((row) => order.indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort());
    const today = '2026-03-18';
    for (const row of page.rows) {
      const expected =
        row.startDate > today
          ? PROMOTION_STATUS.upcoming
          : row.endDate < today
            ? PROMOTION_STATUS.ended
            : PROMOTION_STATUS.ongoing;
      expect([row.title, row.status]).toEqual([row.title, expected]);
    }
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
  });
});

describe('help, 关于我们 and protocols', () => {
  it.each(HELP_TOPICS)('serves the help page $type', async ({ type, title }) => {
    const page = await fetchData(contentPage, withQuery(paths.content.helpDetail, { type }));
    expect(page).toMatchObject({ type, title });
    expect(page.content).not.toBe('');
  });

  it('offers the invoice template on the invoice help page', async () => {
    const page = await fetchData(
      contentPage,
      withQuery(paths.content.helpDetail, { type: 'invoice' }),
    );
    expect(page.attachments).toEqual([
      { label: '开票资料模板', fileName: '开票资料模板.csv', path: '/template/invoice-info.csv' },
    ]);
  });

  it.each(ABOUT_TOPICS)('serves the 关于我们 page $type', async ({ type, title }) => {
    const page = await fetchData(contentPage, withQuery(paths.content.aboutDetail, { type }));
    expect(page).toMatchObject({ type, title, attachments: [] });
  });

  it.each(PROTOCOLS)('serves the protocol $usePage', async ({ usePage, title }) => {
    const answer = await fetchData(protocol, withQuery(paths.content.protocol, { usePage }));
    expect(answer).toMatchObject({ usePage, title, version: 'V2.1' });
  });

  it('answers 404 for unknown pages', async () => {
    expect(await errorOf(withQuery(paths.content.helpDetail, { type: 'nope' }))).toEqual([
      404,
      '帮助内容不存在',
    ]);
    expect(await errorOf(withQuery(paths.content.aboutDetail, { type: 'nope' }))).toEqual([
      404,
      '页面不存在',
    ]);
    expect(await errorOf(withQuery(paths.content.protocol, { usePage: 'nope' }))).toEqual([
      404,
      '协议不存在',
    ]);
  });

  it('lets the back office replace the HTML of a page, stored as given, hostile or not', async () => {
    const html = HOSTILE_PAYLOADS.join('');
    const set = (kind: string, type: string) =>
      fetchData(z.null(), contentAdminPaths.setPage, { body: { kind, type, content: html } });
    clock = new Date(FIXED_NOW.getTime() + 60_000);
    await set('help', 'guide');
    await set('about', 'company');
    await set('protocol', 'privacy');
    clock = FIXED_NOW;
    const updated = { content: html, updateTime: '2026-03-18 10:01:00' };
    expect(
      await fetchData(contentPage, withQuery(paths.content.helpDetail, { type: 'guide' })),
    ).toMatchObject({ ...updated, title: '新手引导' });
    expect(
      await fetchData(contentPage, withQuery(paths.content.aboutDetail, { type: 'company' })),
    ).toMatchObject(updated);
    expect(
      await fetchData(protocol, withQuery(paths.content.protocol, { usePage: 'privacy' })),
    ).toMatchObject({ ...updated, title: '隐私政策', version: 'V2.1' });
  });

  it('refuses to replace a page that is not there, or of no kind', async () => {
    const body = { kind: 'help', type: 'nope', content: '<p>新内容</p>' };
    expect(await errorOf(contentAdminPaths.setPage, { body })).toEqual([404, '页面不存在']);
    expect(
      await errorOf(contentAdminPaths.setPage, { body: { ...body, kind: 'faq', type: 'guide' } }),
    ).toEqual([400, 'kind必须为 help 或 about 或 protocol']);
  });
});

describe('FAQ', () => {
  it('lists the questions in order and records each opening (checkAboutUs)', async () => {
    const list = await fetchData(faqList, paths.content.faqList);
    expect(list.length).toBeGreaterThanOrEqual(8);
    const id = list[0]?.id ?? 0;
    const before = await fetchData(faq, withQuery(paths.content.faqDetail, { id }));
    await fetchData(z.null(), paths.content.checkAboutUs, { body: { id } });
    await fetchData(z.null(), paths.content.checkAboutUs, { body: { id }, token: admin });
    const after = await fetchData(faq, withQuery(paths.content.faqDetail, { id }));
    expect(after.viewCount).toBe(before.viewCount + 2);
    const records = await sandbox.db
      .select()
      .from(userActionRecords)
      .where(eq(userActionRecords.targetId, id));
    expect(records.map((record) => record.userId !== null)).toEqual([false, true]);
  });

  it('refuses an unknown or malformed entry', async () => {
    expect(await errorOf(paths.content.checkAboutUs, { body: { id: 999 } })).toEqual([
      404,
      '问题不存在',
    ]);
    expect(await errorOf(paths.content.checkAboutUs, { body: {} })).toEqual([400, 'ID不能为空']);
    expect(await errorOf(withQuery(paths.content.faqDetail, { id: 999 }))).toEqual([
      404,
      '问题不存在',
    ]);
  });
});

describe('questions and answers', () => {
  const list = () =>
    fetchData(questionPage, withQuery(paths.content.questionList, { pageNum: 1, pageSize: 10 }));

  it('lists questions newest first with their answer counts, and shows one with its answers', async () => {
    const page = await list();
    expect(page.total).toBeGreaterThan(20);
    const answered = page.rows.find((row) => row.answerCount > 1);
    const detail = await fetchData(
      question,
      withQuery(paths.content.questionDetail, { id: answered?.id ?? 0 }),
    );
    expect(detail.answers).toHaveLength(answered?.answerCount ?? -1);
    expect(detail.answers[0]?.official).toBe(true);
    expect(await errorOf(withQuery(paths.content.questionDetail, { id: 99_999 }))).toEqual([
      404,
      '问题不存在',
    ]);
  });

  it('lets only a logged-in user ask, and checks the question', async () => {
    const body = { title: '6063 型材可以做喷涂吗？', content: '需要白色粉末喷涂，约 8 吨。' };
    expect(await errorOf(paths.content.ask, { body })).toEqual([401, '登录状态已过期，请重新登录']);
    expect(await errorOf(paths.content.ask, { body, token: admin })).toEqual([
      400,
      '缺少 Idempotency-Key',
    ]);
    expect(
      await errorOf(paths.content.ask, {
        body: { ...body, title: '能喷涂吗' },
        token: admin,
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'ask-short' },
      }),
    ).toEqual([400, '问题至少 5 个字']);
    // Asked again with its key (the answer lost): the first answer, one question.
    const ask = () =>
      fetchData(askResult, paths.content.ask, {
        body,
        token: uncertified,
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'ask-1' },
      });
    const { id } = await ask();
    expect((await ask()).id).toBe(id);
    const [newest, before] = (await list()).rows;
    expect(newest).toMatchObject({ id, title: body.title, askerName: '王**', answerCount: 0 });
    expect(before?.title).not.toBe(body.title);
  });
});

describe('feedback', () => {
  const body = { type: 1, content: '希望搜索结果可以按仓库距离排序。', mobile: '13800000001' };

  it('needs a login', async () => {
    expect(await errorOf(paths.content.feedback, { body })).toEqual([
      401,
      '登录状态已过期，请重新登录',
    ]);
  });

  it.each([
    [{ ...body, content: '太慢了' }, '反馈内容至少 10 个字'],
    [{ ...body, content: '铝'.repeat(501) }, '反馈内容不能超过 500 个字'],
    [{ ...body, mobile: '1234' }, '请输入正确的 11 位手机号'],
    [{ ...body, type: 9 }, '请选择反馈类型'],
  ])('refuses %j with the field message', async (invalid, message) => {
    expect(await errorOf(paths.content.feedback, { body: invalid, token: admin })).toEqual([
      400,
      message,
    ]);
  });

  it('takes feedback without a mobile number, and refuses the same one sent twice', async () => {
    const withoutMobile = { type: body.type, content: body.content };
    await fetchData(z.null(), paths.content.feedback, { body: withoutMobile, token: admin });
    expect(await errorOf(paths.content.feedback, { body: withoutMobile, token: admin })).toEqual([
      400,
      '请勿重复提交相同的反馈',
    ]);
    clock = new Date(FIXED_NOW.getTime() + 11 * 60_000);
    await fetchData(z.null(), paths.content.feedback, { body: withoutMobile, token: admin });
    clock = FIXED_NOW;
  });
});

describe('file download', () => {
  const download = (query: Record<string, string>) =>
    sandbox.app.request(`${API_BASE}${withQuery(paths.content.download, query)}`);

  it('serves the file with the name to save it under', async () => {
    const response = await download({
      path: '/template/invoice-info.csv',
      fileName: '开票资料模板.csv',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="______.csv"; filename*=UTF-8''${encodeURIComponent('开票资料模板.csv')}`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('纳税人识别号');
  });

  it('answers an envelope for an unknown file', async () => {
    const response = await download({ path: '/etc/passwd', fileName: 'passwd' });
    expect(await response.json()).toEqual({ code: 404, msg: '文件不存在', data: null });
  });

  it.each([
    ['a"b.csv', 'attachment; filename="ab.csv"; filename*=UTF-8\'\'ab.csv'],
    ['../x\r\n.txt', 'attachment; filename="..x.txt"; filename*=UTF-8\'\'..x.txt'],
  ])('keeps %j out of the header', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });
});
