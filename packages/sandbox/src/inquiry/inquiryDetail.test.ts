import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_BASE, IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import {
  INQUIRY_STATE_CODE,
  inquiryDetail,
  inquiryListPage,
  inquiryPaths,
  specText,
} from '@mall/domain/contract/inquiry';
import {
  inquiryDetailAdminPaths,
  inquiryDetailPaths,
  inquiryMessage,
} from '@mall/domain/contract/inquiryDetail';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { inquiryMessages, reminders, users } from '../db/schema.ts';
import { FIXED_NOW, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let employee: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
});
afterAll(() => sandbox.close());

const p = inquiryDetailPaths;
const messages = z.array(inquiryMessage);

/** The first seeded inquiry of a status. */
const seeded = async (status: 'toBeAccepted' | 'quoted') => {
  const { rows } = await dataOf(
    sandbox.app,
    inquiryListPage,
    withQuery(inquiryPaths.list, { pageNum: 1, pageSize: 20, status }),
    { token: admin },
  );
  const [first] = rows;
  if (!first) throw new Error(`no seeded ${status} inquiry`);
  return dataOf(sandbox.app, inquiryDetail, `${inquiryPaths.detail}/${first.id}`, {
    token: admin,
  });
};

const send = (body: unknown, key: string, token = admin) =>
  dataOf(sandbox.app, inquiryMessage, p.sendMessage, {
    token,
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });

const adminReply = (body: unknown) =>
  sandbox.app.request(`${API_BASE}${inquiryDetailAdminPaths.reply}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the conversation of an inquiry', () => {
  it('keeps what any user of the company writes, trimmed, about the inquiry or a line', async () => {
    const inquiry = await seeded('toBeAccepted');
    const line = inquiry.lines[0];
    const first = await send({ id: inquiry.id, content: '  交期能否提前？ ' }, 'talk-1');
    expect(first).toMatchObject({
      author: 'buyer',
      authorName: '陈志强',
      detailId: null,
      content: '交期能否提前？',
    });
    const second = await send(
      { id: inquiry.id, detailId: line?.detailId, content: '这一行可以分两批交货' },
      'talk-2',
      employee,
    );
    expect(second.lineSpec).toBe(line ? specText(line) : null);
    expect(second.detailId).toBe(line?.detailId);
    const all = await dataOf(sandbox.app, messages, `${p.messages}/${inquiry.id}`, {
      token: admin,
    });
    expect(all.map(({ content }) => content)).toEqual(['交期能否提前？', '这一行可以分两批交货']);
  });

  it('refuses empty and too long text, and a line of another inquiry, in Chinese', async () => {
    const inquiry = await seeded('toBeAccepted');
    const other = await seeded('quoted');
    const refused = (body: unknown, key: string) =>
      failureOf(sandbox.app, p.sendMessage, {
        token: admin,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
    expect(await refused({ id: inquiry.id, content: '   ' }, 'bad-1')).toEqual([
      400,
      '请输入留言内容',
    ]);
    expect(await refused({ id: inquiry.id, content: '长'.repeat(501) }, 'bad-2')).toEqual([
      400,
      '留言最多 500 个字',
    ]);
    expect(
      await refused(
        { id: inquiry.id, detailId: other.lines[0]?.detailId, content: '这一行呢？' },
        'bad-3',
      ),
    ).toEqual([404, '询价明细不在该询价单中']);
    expect(await refused({ id: 999999, content: '在吗' }, 'bad-4')).toEqual([404, '询价单不存在']);
  });

  it('keeps hostile text as plain text, unchanged', async () => {
    const inquiry = await seeded('toBeAccepted');
    const hostile = '<img src=x onerror="alert(1)">\'; DROP TABLE inquiry_messages; --';
    expect((await send({ id: inquiry.id, content: hostile }, 'talk-hostile')).content).toBe(
      hostile,
    );
  });

  it('answers a retried send with its first answer, storing it once', async () => {
    const inquiry = await seeded('quoted');
    const body = { id: inquiry.id, content: '请确认含税价' };
    const first = await send(body, 'talk-retry');
    expect(await send(body, 'talk-retry')).toEqual(first);
    const [row] = await sandbox.db
      .select({ n: count() })
      .from(inquiryMessages)
      .where(
        and(eq(inquiryMessages.inquiryId, inquiry.id), eq(inquiryMessages.content, body.content)),
      );
    expect(row?.n).toBe(1);
  });

  it("takes the mall's reply from the back office and reminds the buyer with 028", async () => {
    const inquiry = await seeded('quoted');
    const line = inquiry.lines[0];
    const response = await adminReply({
      inquiryNo: inquiry.inquiryNo,
      detailId: line?.detailId,
      content: '可以提前到下周交货',
    });
    expect(response.status).toBe(200);
    const all = await dataOf(sandbox.app, messages, `${p.messages}/${inquiry.id}`, {
      token: employee,
    });
    expect(all.at(-1)).toMatchObject({
      author: 'mall',
      authorName: '商城客服',
      detailId: line?.detailId,
      content: '可以提前到下周交货',
    });
    const [buyer] = await sandbox.db.select().from(users).where(eq(users.username, '13800000001'));
    const [reminder] = await sandbox.db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, buyer?.id ?? 0))
      .orderBy(desc(reminders.id))
      .limit(1);
    expect([reminder?.actionCode, reminder?.businessMsg]).toEqual(['028', inquiry.inquiryNo]);
    const empty = await adminReply({ inquiryNo: inquiry.inquiryNo, content: '' });
    expect(await empty.json()).toMatchObject({ code: 400, msg: '请输入留言内容' });
  });
});

describe('the quote document', () => {
  const download = (id: number) =>
    sandbox.app.request(`${API_BASE}${p.quoteDocument}/${id}`, {
      headers: { Token: admin, Source: '11' },
    });

  it('is a PDF of the quoted inquiry, as an attachment named after it', async () => {
    const inquiry = await seeded('quoted');
    const response = await download(inquiry.id);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(
      encodeURIComponent(`报价单-${inquiry.inquiryNo}.pdf`),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('is refused while nothing is quoted', async () => {
    const inquiry = await seeded('toBeAccepted');
    expect(
      await failureOf(sandbox.app, `${p.quoteDocument}/${inquiry.id}`, { token: admin }),
    ).toEqual([INQUIRY_STATE_CODE, '该询价单尚无报价，没有报价单']);
  });
});
