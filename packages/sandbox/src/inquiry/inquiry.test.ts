import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_BASE, IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import type { SubmitInquiryRequest } from '@mall/domain/contract/inquiry';
import {
  INQUIRY_STATUSES,
  identificationResult,
  importResult,
  inquiryAdminPaths,
  inquiryChange,
  inquiryDetailAnswer,
  inquiryListPage,
  inquiryPaths,
  inquiryQueueEntry,
  inquiryRef,
  lastInquiryInfo,
  lineSuggestion,
  madeOrder,
  submitInquiryRequest,
} from '@mall/domain/contract/inquiry';
import { orderDetail, orderPage, orderPaths } from '@mall/domain/contract/orders';
import { desc, eq } from 'drizzle-orm';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { reminders, users } from '../db/schema.ts';
import { IDENTIFY_DELAY_MS } from './identification.ts';
import { chinaDateTime } from '../time.ts';
import { FIXED_NOW, PICKUP, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let employee: string;
let clock = FIXED_NOW;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
});
afterAll(() => sandbox.close());

const LINE = {
  alloy: '6063',
  temper: 'T5',
  thickness: '2.0',
  width: '1250',
  length: '2500',
  surface: '氧化',
  quantity: '10',
  unit: '吨',
  deliveryCity: '佛山',
  wantedDate: '2026-04-30',
} as const;

let keys = 0;
/** A new Idempotency-Key, as each submit of the form sends. */
const keyed = () => ({ [IDEMPOTENCY_KEY_HEADER]: `inquiry-${(keys += 1)}` });

const submit = (token: string, body: SubmitInquiryRequest) =>
  dataOf(sandbox.app, inquiryRef, inquiryPaths.submit, { token, body, headers: keyed() });

/** The answer to a submit of the one line. */
const refused = (line: Record<string, string>) =>
  failureOf(sandbox.app, inquiryPaths.submit, {
    token: admin,
    headers: keyed(),
    body: { contactName: '陈志强', contactPhone: '13800000001', lines: [line] },
  });

const detailOf = (id: number, token = admin) =>
  dataOf(sandbox.app, inquiryDetailAnswer, `${inquiryPaths.detail}/${id}`, { token });

const admin$ = (path: string, body: unknown) =>
  sandbox.app.request(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const latestReminder = async (username: string) => {
  const [user] = await sandbox.db.select().from(users).where(eq(users.username, username));
  const [row] = await sandbox.db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, user?.id ?? 0))
    .orderBy(desc(reminders.id))
    .limit(1);
  return row;
};

describe('the seeded inquiries', () => {
  it('has the demo company in every status, current and history apart', async () => {
    const current = await dataOf(
      sandbox.app,
      inquiryListPage,
      withQuery(inquiryPaths.list, { pageNum: 1, pageSize: 20, historyFlag: 'false' }),
      { token: admin },
    );
    const history = await dataOf(
      sandbox.app,
      inquiryListPage,
      withQuery(inquiryPaths.list, { pageNum: 1, pageSize: 20, historyFlag: 'true' }),
      { token: admin },
    );
    const counts = { ...current.counts, ...history.counts };
    for (const status of INQUIRY_STATUSES) expect(counts[status]).toBeGreaterThan(0);
    expect(
      current.rows.every(({ status }) => ['toBeAccepted', 'quoting', 'quoted'].includes(status)),
    ).toBe(true);
    expect(history.total).toBe(history.rows.length);
  });

  it('has a quoted inquiry with a valid, an expired and a deleted line', async () => {
    const { rows } = await dataOf(
      sandbox.app,
      inquiryListPage,
      withQuery(inquiryPaths.list, { pageNum: 1, pageSize: 20, status: 'quoted' }),
      { token: admin },
    );
    const details = await Promise.all(rows.map(({ id }) => detailOf(id)));
    const states = details.flatMap(({ lines }) => lines.map(({ state }) => state));
    expect(states).toEqual(expect.arrayContaining(['valid', 'expired', 'deleted']));
    const deleted = details.flatMap(({ lines }) => lines).find(({ state }) => state === 'deleted');
    expect(deleted?.quote?.delReason).toBe('交期不满足，改从现货采购');
  });
});

describe('an inquiry from submit to order', () => {
  it('refuses bad lines with the field named in Chinese', async () => {
    expect(
      await failureOf(sandbox.app, inquiryPaths.submit, {
        token: admin,
        headers: keyed(),
        body: {
          contactName: '陈志强',
          contactPhone: '13800000001',
          lines: [{ ...LINE, thickness: '' }],
        },
      }),
    ).toEqual([400, '请输入厚度']);
    expect(
      await failureOf(sandbox.app, inquiryPaths.submit, {
        token: admin,
        headers: keyed(),
        body: {
          contactName: '陈志强',
          contactPhone: '13800000001',
          lines: [{ ...LINE, unit: '支', length: '' }],
        },
      }),
    ).toEqual([400, '第 1 行：按支或张询价时请填写长度']);
  });

  it('holds each line to its product form: an ingot without sizes, a bar by its diameter', async () => {
    const contact = { contactName: '陈志强', contactPhone: '13800000001' };
    const ingot = {
      alloy: 'A00',
      category: '铝锭',
      quantity: '30',
      unit: '吨',
      deliveryCity: '巩义',
      wantedDate: '2026-04-30',
    };
    const { id } = await submit(admin, { ...contact, lines: [ingot] } as SubmitInquiryRequest);
    const bar = {
      ...ingot,
      alloy: '6061',
      temper: 'T6',
      category: '铝棒',
      diameter: '50',
      length: '3000',
      quantity: '20',
      unit: '支',
    };
    const tube = { ...bar, category: '铝管', diameter: '50', wall: '3', length: '6000' };
    const both = await submit(admin, { ...contact, lines: [bar, tube] } as SubmitInquiryRequest);
    const { lines } = await detailOf(both.id);
    expect(
      lines.map(({ category, diameter, wall, thickness }) => [category, diameter, wall, thickness]),
    ).toEqual([
      ['铝棒', '50', undefined, ''],
      ['铝管', '50', '3', ''],
    ]);
    // 20 bars of Φ50 × 3000 mm: π/4 × 50² × 3000 mm³ × 2.71 g/cm³ × 20 = 0.319 t.
    expect(lines[0]?.tonnes).toBe('0.319');
    expect((await detailOf(id)).lines[0]).toMatchObject({
      category: '铝锭',
      alloy: 'A00',
      tonnes: '30.000',
    });
    expect(await refused({ ...LINE, category: '铝板', thickness: '800' })).toEqual([
      400,
      '铝板厚度应在 0.2–300 mm 之间',
    ]);
    expect(await refused({ ...ingot, thickness: '2' })).toEqual([400, '铝锭不填厚度']);
    expect(await refused({ ...bar, diameter: '' })).toEqual([400, '请输入直径']);
    expect(await refused({ ...tube, wall: '30' })).toEqual([400, '壁厚应小于外径的一半']);
    expect(await refused({ ...LINE, category: '铝卷', length: '2500' })).toEqual([
      400,
      '铝卷不填长度',
    ]);
  });

  it('refuses a wanted date before its own day', async () => {
    expect(await refused({ ...LINE, wantedDate: '2020-01-01' })).toEqual([
      400,
      '第 1 行：期望交期不能早于今天',
    ]);
  });

  it('is accepted (011), quoted (012), partly deleted and ordered once into 待提交', async () => {
    const body = submitInquiryRequest.parse({
      contactName: '陈志强',
      contactPhone: '13800000001',
      lines: [
        LINE,
        { ...LINE, alloy: '5052', temper: 'H32', quantity: '100', unit: '张' },
        { ...LINE, quantity: '2.5' },
      ],
    });
    const { id, inquiryNo } = await submit(admin, body);
    const fresh = await detailOf(id);
    expect(fresh.status).toBe('toBeAccepted');
    // 2.0 × 1250 × 2500 mm × 2.71 g/cm³ × 100 = 1.694 t (1.69375 rounded half up)
    expect(fresh.lines.map(({ tonnes }) => tonnes)).toEqual(['10.000', '1.694', '2.500']);

    const queues = await dataOf(sandbox.app, z.array(inquiryQueueEntry), inquiryPaths.queues, {
      token: admin,
      body: {},
    });
    expect(queues.find((entry) => entry.id === id)?.position).toBeGreaterThan(0);

    expect(await (await admin$(inquiryAdminPaths.quote, { inquiryNo })).json()).toMatchObject({
      code: 4200,
      msg: '询价单当前状态为「待受理」，不能报价',
    });
    expect((await detailOf(id)).status).toBe('toBeAccepted');

    await admin$(inquiryAdminPaths.accept, { inquiryNo });
    expect((await latestReminder('13800000001'))?.actionCode).toBe('011');
    await admin$(inquiryAdminPaths.quote, { inquiryNo, unitPrice: '21850.50', validHours: 24 });
    expect(await latestReminder('13800000001')).toMatchObject({
      actionCode: '012',
      businessMsg: inquiryNo,
    });

    const quoted = await detailOf(id);
    expect(quoted.status).toBe('quoted');
    expect(quoted.lines.map(({ quote }) => quote?.amount)).toEqual([
      '218505.00',
      '37014.75',
      '54626.25',
    ]);
    const [first, second, third] = quoted.lines;

    expect(
      await failureOf(sandbox.app, inquiryPaths.deleteQuote, {
        token: admin,
        body: { quoteId: third?.quote?.quoteId, delReason: ' ' },
      }),
    ).toEqual([400, '请填写删除原因']);
    await dataOf(sandbox.app, z.null(), inquiryPaths.deleteQuote, {
      token: admin,
      body: { quoteId: third?.quote?.quoteId, delReason: '价格偏高' },
    });

    const order = (key: string, detailIds: number[]) =>
      sandbox.app.request(`${API_BASE}${inquiryPaths.makeOrder}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Token: admin,
          Source: '11',
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
        body: JSON.stringify({ id, detailIds, terms: PICKUP }),
      });
    const refused = (await (await order('k-deleted', [third?.detailId ?? 0])).json()) as {
      code: number;
      msg: string;
    };
    expect(refused).toMatchObject({
      code: 4201,
      msg: '6063-T5 2×1250×2500 氧化：报价已删除，不能下单',
    });

    const firstAnswer = await (
      await order('k-1', [first?.detailId ?? 0, second?.detailId ?? 0])
    ).json();
    const again = await (await order('k-1', [first?.detailId ?? 0, second?.detailId ?? 0])).json();
    expect(again).toEqual(firstAnswer);
    const made = madeOrder.parse((firstAnswer as { data: unknown }).data);
    // 货款 ¥255,519.75 + 过户费 15 元/吨 × 11.694 吨 (¥175.41).
    expect(made.amount).toBe('255695.16');

    const waiting = await dataOf(
      sandbox.app,
      orderPage,
      withQuery(orderPaths.waitSubmit, { pageNum: 1, pageSize: 50 }),
      { token: admin },
    );
    const row = waiting.rows.find(({ orderNo }) => orderNo === made.orderNo);
    expect(row).toMatchObject({
      goodsAmount: '255519.75',
      transferFee: '175.41',
      totalAmount: '255695.16',
      deliveryWay: 'pickup',
    });
    const detail = await dataOf(
      sandbox.app,
      orderDetail,
      withQuery(orderPaths.waitSubmitDetail, { id: made.orderId }),
      { token: admin },
    );
    expect(detail.lines.map(({ unitPrice }) => unitPrice)).toEqual(['21850.50', '21850.50']);

    const ordered = await detailOf(id);
    expect(ordered.status).toBe('ordered');
    expect(ordered.lines.map(({ state }) => state)).toEqual(['ordered', 'ordered', 'deleted']);
    const changes = await dataOf(
      sandbox.app,
      z.array(inquiryChange),
      `${inquiryPaths.changeInfo}/${id}`,
      {
        token: admin,
      },
    );
    expect(changes.map(({ by }) => by)).toEqual(['买家', '商城', '商城', '买家', '买家']);
  });

  it('refuses an expired quote, and an illegal move names the status', async () => {
    const { id, inquiryNo } = await submit(admin, {
      contactName: '陈志强',
      contactPhone: '13800000001',
      lines: [LINE],
    });
    await admin$(inquiryAdminPaths.accept, { inquiryNo });
    await admin$(inquiryAdminPaths.quote, { inquiryNo, validHours: 1 });
    clock = new Date(FIXED_NOW.getTime() + 2 * 3_600_000);
    try {
      const { lines, serverTime } = await detailOf(id);
      const [line] = lines;
      expect(line?.state).toBe('expired');
      // The answer's time is the moment the state was read at, for the client's countdown.
      expect(serverTime).toBe(chinaDateTime(clock));
      expect(
        await failureOf(sandbox.app, inquiryPaths.makeOrder, {
          token: admin,
          headers: { [IDEMPOTENCY_KEY_HEADER]: 'k-expired' },
          body: { id, detailIds: [line?.detailId], terms: PICKUP },
        }),
      ).toEqual([4201, '6063-T5 2×1250×2500 氧化：报价已过期，不能下单']);
      // 重新报价: the expired line is asked again in a new inquiry, once per key.
      const again = { token: admin, body: { detailIds: [line?.detailId] } };
      expect(await failureOf(sandbox.app, inquiryPaths.again, again)).toEqual([
        400,
        '缺少 Idempotency-Key',
      ]);
      const headers = keyed();
      const renew = () =>
        dataOf(sandbox.app, inquiryRef, inquiryPaths.again, { ...again, headers });
      const renewed = await renew();
      expect(await renew()).toEqual(renewed);
      expect((await detailOf(renewed.id)).lines).toHaveLength(1);
      await dataOf(sandbox.app, z.null(), withQuery(inquiryPaths.cancel, { id }), { token: admin });
      expect(
        await failureOf(sandbox.app, withQuery(inquiryPaths.cancel, { id }), { token: admin }),
      ).toEqual([4200, '询价单当前状态为「已取消」，不能取消询价单']);
    } finally {
      clock = FIXED_NOW;
    }
  });

  it("keeps an employee off another's inquiry and everyone off another company's", async () => {
    const { id } = await submit(admin, {
      contactName: '陈志强',
      contactPhone: '13800000001',
      lines: [LINE],
    });
    expect(
      await failureOf(sandbox.app, withQuery(inquiryPaths.cancel, { id }), { token: employee }),
    ).toEqual([4202, '只能操作本人提交的询价单，或由企业管理员操作']);
    const stranger = await login(sandbox.app, '13800000003');
    expect(
      (await failureOf(sandbox.app, `${inquiryPaths.detail}/${id}`, { token: stranger }))[0],
    ).toBe(403);
  });

  it('modifies, copies and splits a waiting inquiry', async () => {
    const { id } = await submit(admin, {
      contactName: '陈志强',
      contactPhone: '13800000001',
      lines: [LINE, { ...LINE, alloy: '6061', temper: 'T6' }],
    });
    const form = await dataOf(
      sandbox.app,
      submitInquiryRequest,
      withQuery(inquiryPaths.modify, { id }),
      {
        token: admin,
      },
    );
    expect(form.id).toBe(id);
    await submit(admin, { ...form, lines: [...form.lines, { ...LINE, quantity: '3' }] });
    const copy = await dataOf(sandbox.app, submitInquiryRequest, `${inquiryPaths.shadow}/${id}`, {
      token: admin,
    });
    expect(copy.lines).toHaveLength(3);
    const lines = (await detailOf(id)).lines;
    const split = await dataOf(sandbox.app, inquiryRef, inquiryPaths.unpack, {
      token: admin,
      body: { id, detailIds: [lines[2]?.detailId] },
    });
    expect((await detailOf(split.id)).lines).toHaveLength(1);
    expect((await detailOf(id)).lines).toHaveLength(2);
  });
});

describe('the helpers of the form', () => {
  it('identifies pasted text asynchronously', async () => {
    const { id } = await dataOf(
      sandbox.app,
      z.object({ id: z.int() }),
      inquiryPaths.identification,
      {
        token: admin,
        body: {
          text: '6063-T5 2.0*1250*2500 氧化 10吨\n你好\nLY12 CZ 铝棒 Φ50*3000 两吨、A00 铝锭 30吨',
        },
      },
    );
    const poll = () =>
      dataOf(sandbox.app, identificationResult, `${inquiryPaths.identificationResult}/${id}`, {
        token: admin,
      });
    expect((await poll()).status).toBe('pending');
    clock = new Date(FIXED_NOW.getTime() + IDENTIFY_DELAY_MS);
    try {
      const done = await poll();
      expect(done.status).toBe('succeeded');
      expect(done.rows.map(({ reason }) => reason)).toEqual([null, '未识别到询价信息', null, null]);
      expect(done.rows[2]).toMatchObject({
        line: {
          category: '铝棒',
          alloy: '2A12',
          temper: 'T4',
          diameter: '50',
          length: '3000',
          quantity: '2',
        },
        guessed: ['alloy', 'temper'],
        notes: ['旧牌号 LY12 按 2A12 读', '旧状态 CZ 按 T4 读'],
      });
      expect(done.rows[3]?.line).toMatchObject({
        category: '铝锭',
        alloy: 'A00',
        quantity: '30',
        unit: '吨',
      });
      expect(
        (
          await failureOf(sandbox.app, `${inquiryPaths.identificationResult}/${id}`, {
            token: employee,
          })
        )[0],
      ).toBe(404);
    } finally {
      clock = FIXED_NOW;
    }
  });

  it('serves a real .xlsx template and imports good rows, naming the bad ones', async () => {
    const template = await sandbox.app.request(`${API_BASE}${inquiryPaths.exportTemplate}`, {
      headers: { Token: admin, Source: '11' },
    });
    expect(template.headers.get('Content-Type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('品类');
    expect(sheet?.getRow(2).getCell(14).value).toBe('2026-04-17');
    const row = (thickness: number | '', unit: string, quantity = 5) => [
      '铝板',
      '6061',
      'T6',
      thickness,
      1250,
      2500,
      '',
      '',
      '',
      '',
      quantity,
      unit,
      '佛山',
      '2026-05-01',
      '',
    ];
    sheet?.spliceRows(
      3,
      0,
      ['铝板', '5052', 'H32', 1.5, 1220, 2440, '', '', '', '', 200, '张', '无锡', '2026-05-01', ''],
      row('', '吨'),
      row(3, '箱'),
    );
    const upload = await sandbox.app.request(`${API_BASE}${inquiryPaths.importData}`, {
      method: 'POST',
      headers: { Token: admin, Source: '11', 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(await book.xlsx.writeBuffer()),
    });
    const { data } = z.object({ data: importResult }).parse(await upload.json());
    expect(data.lines.map(({ alloy }) => alloy)).toEqual(['6063', '5052']);
    expect(data.errors).toEqual([
      { row: 4, reason: '请输入厚度' },
      { row: 5, reason: '单位应为吨、kg、支或张' },
    ]);
  });

  /** A buyer's workbook from the domain's fixtures (other programs than the mall wrote them). */
  const buyersFile = (name: string): Uint8Array<ArrayBuffer> =>
    new Uint8Array(
      readFileSync(new URL(`../../../domain/src/workbook/fixtures/${name}`, import.meta.url)),
    );
  const importOf = async (
    body: Uint8Array<ArrayBuffer>,
    query: Record<string, string>,
    type?: string,
  ) => {
    const upload = await sandbox.app.request(
      `${API_BASE}${withQuery(inquiryPaths.importData, query)}`,
      {
        method: 'POST',
        headers: {
          Token: admin,
          Source: '11',
          'Content-Type': type ?? 'application/octet-stream',
        },
        body,
      },
    );
    return z.object({ data: importResult }).parse(await upload.json()).data;
  };

  it("imports a buyer's own workbook by its headers, as the form's preview reads it", async () => {
    // exceljs: a merged title row, the header on row 2 after 序号, text numbers, t and kg, a
    // note and a total; the city and date it lacks are given once for all its lines.
    const asked = { deliveryCity: '上海', wantedDate: '2027-03-31' };
    const customer = await importOf(buyersFile('exceljs-customer.xlsx'), {
      fileName: '某某铝业询价单.xlsx',
      ...asked,
    });
    expect(
      customer.lines.map(({ alloy, quantity, unit }) => `${alloy} ${quantity}${unit}`),
    ).toEqual(['6063 10吨', '5052 0.5吨', '3003 5吨', '6082 1.5吨']);
    expect(customer.lines.every(({ deliveryCity }) => deliveryCity === '上海')).toBe(true);
    expect(customer.errors).toEqual([
      { row: 5, reason: '牌号格式不正确，如 6063' },
      { row: 6, reason: '请输入厚度' },
      { row: 9, reason: '数量应为数字，最多 3 位小数' },
    ]);
    // Without them, each line that needs them is refused on its row, not taken half filled.
    const unasked = await importOf(buyersFile('exceljs-customer.xlsx'), { fileName: 'a.xlsx' });
    expect(unasked.lines).toEqual([]);
    expect(unasked.errors.map(({ row }) => row)).toEqual([3, 4, 5, 6, 8, 9, 10]);

    // LibreOffice Calc's .xls, known by its bytes without a name; a GBK CSV by its type.
    const calc = await importOf(buyersFile('calc-titled.xls'), { wantedDate: '2027-03-31' });
    expect(calc.lines.map(({ thickness, width }) => `${thickness}*${width}`)).toEqual([
      '1.4*1220',
      '10*1500',
      '3*1250',
    ]);
    const gbk = await importOf(buyersFile('gbk.csv'), {}, 'text/csv; charset=GBK');
    expect(gbk.lines.map(({ alloy }) => alloy)).toEqual(['6063', '5052', '6061']);
    expect(gbk.errors).toEqual([{ row: 6, reason: '规格无法识别：abc，应如 2.0*1250*2500' }]);
  });

  it('suggests specifications, spot lines, frequent and history requirements, the last contact', async () => {
    const keyed = await dataOf(
      sandbox.app,
      z.array(lineSuggestion),
      withQuery(inquiryPaths.searchKey, { searchKey: '6061' }),
      {
        token: admin,
      },
    );
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.every(({ alloy }) => alloy === '6061')).toBe(true);
    const spot = await dataOf(
      sandbox.app,
      z.array(lineSuggestion),
      withQuery(inquiryPaths.fromBatches, { batchIds: String(keyed[0]?.batchId) }),
      { token: admin },
    );
    expect(spot[0]?.batchId).toBe(keyed[0]?.batchId);
    const frequent = await dataOf(sandbox.app, z.array(lineSuggestion), inquiryPaths.frequent, {
      token: admin,
    });
    expect(frequent[0]?.times).toBeGreaterThan(1);
    const byCode = await dataOf(sandbox.app, z.array(lineSuggestion), inquiryPaths.frequentByCode, {
      token: admin,
      body: { inventoryCode: '6063-T5' },
    });
    expect(byCode.every(({ inventoryCode }) => inventoryCode.startsWith('6063-T5'))).toBe(true);
    const history = await dataOf(
      sandbox.app,
      z.array(lineSuggestion),
      inquiryPaths.historyRequire,
      { token: admin },
    );
    expect(history.length).toBeGreaterThanOrEqual(frequent.length);
    const last = await dataOf(sandbox.app, lastInquiryInfo, inquiryPaths.lastInfo, {
      token: admin,
    });
    expect(last).toMatchObject({ contactName: '陈志强', deliveryCity: '佛山' });
    const count = await dataOf(sandbox.app, z.int(), inquiryPaths.toBeSubmittedCount, {
      token: admin,
    });
    expect(count).toBeGreaterThan(0);
  });
});
