import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import type { AfterSaleRequest, ApplyInfo } from '@mall/domain/contract/afterSales';
import {
  AFTER_SALE_CLAIM_CODE,
  AFTER_SALE_KINDS,
  AFTER_SALE_STATE_CODE,
  AFTER_SALE_STATUSES,
  afterSale,
  afterSaleAdminPaths,
  afterSaleMarks,
  afterSalePage,
  afterSalePaths,
  afterSaleReasonList,
  applyInfo,
  calculatedWeight,
  uploadedPic,
} from '@mall/domain/contract/afterSales';
import { ORDER_ADMIN_CODE, orderDetail, orderPage, orderPaths } from '@mall/domain/contract/orders';
import { Big, groupedYuan } from '@mall/domain/money';
import { eq, ne } from 'drizzle-orm';
import type { Sandbox } from '../app.ts';
import { afterSales, companies, goodsBatches, users } from '../db/schema.ts';
import { createSandbox } from '../app.ts';
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

let keys = 0;
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: `as-${(keys += 1)}` });
const p = afterSalePaths;
const a = afterSaleAdminPaths;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const page = (token: string, query: Record<string, string | number> = {}) =>
  dataOf(sandbox.app, afterSalePage, withQuery(p.list, { pageNum: 1, pageSize: 50, ...query }), {
    token,
  });

/** A received order of the demo company with a line still claimable. */
/** The first order to invoice with a line of more than 0.5 t to claim (that `also` accepts). */
const claimableOrder = async (also: (line: ApplyInfo['lines'][number]) => boolean = () => true) => {
  const orders = await dataOf(
    sandbox.app,
    orderPage,
    withQuery(orderPaths.allList, { pageNum: 1, pageSize: 50, stage: 'toInvoice' }),
    { token: admin },
  );
  for (const order of orders.rows) {
    const info = await dataOf(
      sandbox.app,
      applyInfo,
      withQuery(p.applyInfo, { orderId: order.orderId }),
      { token: admin },
    );
    const line = info.lines.find(
      (candidate) => new Big(candidate.claimableWeight).gt('0.5') && also(candidate),
    );
    if (line) return { info, line };
  }
  throw new Error('no claimable order');
};

const companyOfDemo = async () =>
  (await sandbox.db.select().from(users).where(eq(users.username, '13800000001')))[0]?.companyId;

const admin$ = (path: string, body: object) => dataOf(sandbox.app, afterSale, path, { body });

describe('after-sales', () => {
  it('seeds the demo company with every kind in every status, 待补款 only of an exchange', async () => {
    const rows = [...(await page(admin)).rows, ...(await page(admin, { pageNum: 2 })).rows];
    const pairs = (of: readonly { kind: string; status: string }[]) =>
      new Set(of.map(({ kind, status }) => `${kind}/${status}`));
    expect(pairs(rows)).toEqual(
      pairs(
        AFTER_SALE_KINDS.flatMap((kind) =>
          AFTER_SALE_STATUSES.filter(
            (status) => status !== 'toReplenish' || kind === 'exchange',
          ).map((status) => ({ kind, status })),
        ),
      ),
    );
    expect(rows.filter(({ events }) => events.length === 0)).toEqual([]);
    expect(new Set(rows.map(({ afterSaleNo }) => afterSaleNo)).size).toBe(rows.length);
    const marks = await dataOf(sandbox.app, afterSaleMarks, p.marks, { token: admin });
    expect(marks.all).toBe(rows.length);
  });

  it('answers the reasons of a kind', async () => {
    const reasons = await dataOf(
      sandbox.app,
      afterSaleReasonList,
      withQuery(p.reasons, { kind: 'product' }),
      { token: employee },
    );
    expect(reasons.map(({ reason }) => reason)).toContain('厚度超差');
  });

  it('applies, refuses claims above what was delivered or paid, and runs a return to its refund', async () => {
    const { info, line } = await claimableOrder();
    const pic = await dataOf(sandbox.app, uploadedPic, p.uploadPic, {
      token: admin,
      body: { fileName: 'a.png', content: PNG.toString('base64') },
    });
    expect(pic.watermark).toBe('铝材现货商城 售后凭证 2026-03-18 10:00:00');
    const stored = Buffer.from(await (await sandbox.app.request(pic.url)).arrayBuffer());
    expect(stored.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(stored.toString('utf8')).toContain(`iTXtWatermark\0\0\0\0\0${pic.watermark}`);
    expect(
      await failureOf(sandbox.app, p.uploadPic, {
        token: admin,
        body: { fileName: 'a.gif', content: Buffer.from('GIF89a').toString('base64') },
      }),
    ).toEqual([400, '仅支持 JPG、PNG 格式的照片']);
    const pieces = line.pieceWeight === null ? null : 1;
    const weight =
      line.pieceWeight === null
        ? '0.5'
        : (
            await dataOf(sandbox.app, calculatedWeight, p.calculateWeight, {
              token: admin,
              body: { batchId: line.batchId, pieces: 1 },
            })
          ).weight;
    const paid = new Big(weight).times(line.unitPrice).toFixed(2);
    const [reason] = await dataOf(
      sandbox.app,
      afterSaleReasonList,
      withQuery(p.reasons, { kind: 'returnsRefunds' }),
      { token: admin },
    );
    const request: AfterSaleRequest = {
      orderId: info.orderId,
      kind: 'returnsRefunds',
      reasonId: reason?.reasonId ?? 0,
      lines: [{ detailId: line.detailId, pieces, weight, measured: null }],
      amount: paid,
      picIds: [pic.picId],
      description: '规格不符',
      contactName: '陈志强',
      contactPhone: '13800000001',
    };
    // 规格与订单不符 (wrong goods) needs photos as evidence.
    expect(reason?.reason).toBe('规格与订单不符');
    expect(
      await failureOf(sandbox.app, p.apply, {
        token: admin,
        body: { ...request, picIds: [] },
        headers: key(),
      }),
    ).toEqual([400, '该售后原因需上传照片作为凭证']);
    const tooMuch = { ...request, amount: new Big(paid).plus('0.01').toFixed(2) };
    expect(
      await failureOf(sandbox.app, p.apply, { token: admin, body: tooMuch, headers: key() }),
    ).toEqual([AFTER_SALE_CLAIM_CODE, `申请金额不能超过已付金额 ¥${groupedYuan(paid)}`]);
    const heavy = {
      ...request,
      lines: [{ detailId: line.detailId, pieces: null, weight: '9999', measured: null }],
    };
    if (line.pieceWeight === null) {
      expect(
        await failureOf(sandbox.app, p.apply, { token: admin, body: heavy, headers: key() }),
      ).toEqual([
        AFTER_SALE_CLAIM_CODE,
        `「${line.productName}」最多可申请 ${line.claimableWeight} 吨`,
      ]);
    }

    const once = { token: employee, body: request, headers: key() };
    const applied = await dataOf(sandbox.app, afterSale, p.apply, once);
    expect(applied).toMatchObject({ status: 'pending', amount: paid, orderNo: info.orderNo });
    expect(applied.afterSaleNo).toMatch(/^SH\d{12}$/);
    // Sent again with its key, as after a lost answer: the same application, not a second claim.
    expect(await dataOf(sandbox.app, afterSale, p.apply, once)).toEqual(applied);
    const after = await dataOf(
      sandbox.app,
      applyInfo,
      withQuery(p.applyInfo, { orderId: info.orderId }),
      { token: admin },
    );
    const claimed = after.lines.find(({ detailId }) => detailId === line.detailId);
    expect(claimed?.claimableWeight).toBe(new Big(line.claimableWeight).minus(weight).toFixed(3));

    const id = applied.afterSaleId;
    const ref = { afterSaleNo: applied.afterSaleNo };
    expect(
      await failureOf(sandbox.app, `${p.cancel}/${id}`, { method: 'PUT', token: employee }),
    ).toEqual([ORDER_ADMIN_CODE, '该操作仅限企业管理员']);
    expect(await failureOf(sandbox.app, a.refund, { body: ref })).toEqual([
      AFTER_SALE_STATE_CODE,
      '售后申请当前状态为「待审核」，不能退款',
    ]);
    expect(applied.returnTo).toBeNull();
    // Agreed: the mall's return address, and 7 days from now to send the goods.
    expect((await admin$(a.approve, ref)).returnTo).toEqual({
      name: '商城售后仓 刘国平',
      phone: '0757-86331888',
      address: '广东省佛山市南海区里水镇和顺大道 168 号 铝材现货商城售后仓 3 号库',
      deadline: '2026-03-25 10:00:00',
      overdue: false,
    });
    // A deadline gone by with the goods not sent is said so (the server's clock).
    await sandbox.db
      .update(afterSales)
      .set({ returnBy: new Date(FIXED_NOW.getTime() - 1000) })
      .where(eq(afterSales.id, id));
    const late = await dataOf(sandbox.app, afterSale, `${p.apply}/${id}`, { token: admin });
    expect(late.returnTo).toMatchObject({ deadline: '2026-03-18 09:59:59', overdue: true });
    const shipment = { afterSaleId: id, company: '德邦物流', trackingNo: 'DP12345678' };
    expect(
      await failureOf(sandbox.app, p.confirmLogistics, {
        method: 'PUT',
        token: employee,
        body: shipment,
      }),
    ).toEqual([400, '缺少 Idempotency-Key']);
    // 确认寄回 sent again with its key (its answer lost): the first answer, one event.
    const headers = key();
    const ship = () =>
      dataOf(sandbox.app, afterSale, p.confirmLogistics, {
        method: 'PUT',
        token: employee,
        body: shipment,
        headers,
      });
    const shipped = await ship();
    expect(shipped.status).toBe('returning');
    expect(await ship()).toEqual(shipped);
    await admin$(a.receive, ref);
    const refunded = await admin$(a.refund, ref);
    expect(refunded).toMatchObject({ status: 'toConfirm', refundedAmount: paid });
    const done = await dataOf(sandbox.app, afterSale, `${p.confirmResult}/${id}`, {
      method: 'PUT',
      token: admin,
    });
    expect(done.status).toBe('completed');
    expect(done.events.map(({ text }) => text)).toEqual([
      '提交售后申请',
      '审核通过',
      '寄回商品：德邦物流 DP12345678',
      '已收到退回商品',
      `已退款 ¥${groupedYuan(paid)} 至企业账户余额`,
      '确认售后结果',
    ]);
  });

  it('refuses pieces that come to 0.000 t together: a claim of nothing', async () => {
    const { info, line } = await claimableOrder(({ pieceWeight }) => pieceWeight !== null);
    const [batch] = await sandbox.db
      .select()
      .from(goodsBatches)
      .where(eq(goodsBatches.id, line.batchId));
    if (!batch) throw new Error('no batch');
    // One 0.2 × 1000 × 800 mm sheet weighs 0.000434 t: 0.000 t to 3 decimals.
    const sizes = { thickness: '0.2', width: '1000', length: '800' };
    await sandbox.db.update(goodsBatches).set(sizes).where(eq(goodsBatches.id, batch.id));
    try {
      const [reason] = await dataOf(
        sandbox.app,
        afterSaleReasonList,
        withQuery(p.reasons, { kind: 'refundOnly' }),
        { token: admin },
      );
      const request: AfterSaleRequest = {
        orderId: info.orderId,
        kind: 'refundOnly',
        reasonId: reason?.reasonId ?? 0,
        lines: [{ detailId: line.detailId, pieces: 1, weight: '0.001', measured: null }],
        amount: '0.00',
        picIds: [],
        description: '少一张',
        contactName: '陈志强',
        contactPhone: '13800000001',
      };
      expect(
        await failureOf(sandbox.app, p.apply, { token: admin, body: request, headers: key() }),
      ).toEqual([AFTER_SALE_CLAIM_CODE, `「${line.productName}」吨数必须大于 0`]);
    } finally {
      await sandbox.db
        .update(goodsBatches)
        .set({ thickness: batch.thickness, width: batch.width, length: batch.length })
        .where(eq(goodsBatches.id, batch.id));
    }
  });

  it('never asks for missing goods (少发漏发) back: a plan with a return is refused', async () => {
    const { info, line } = await claimableOrder();
    const reasons = await dataOf(
      sandbox.app,
      afterSaleReasonList,
      withQuery(p.reasons, { kind: 'refundOnly' }),
      { token: admin },
    );
    const missing = reasons.find(({ reason }) => reason === '少发漏发');
    const applied = await dataOf(sandbox.app, afterSale, p.apply, {
      token: admin,
      headers: key(),
      body: {
        orderId: info.orderId,
        kind: 'refundOnly',
        reasonId: missing?.reasonId ?? 0,
        lines: [
          {
            detailId: line.detailId,
            pieces: line.pieceWeight === null ? null : 1,
            weight: '0.1',
            measured: null,
          },
        ],
        amount: '1.00',
        picIds: [],
        description: '少发一件',
        contactName: '陈志强',
        contactPhone: '13800000001',
      } satisfies AfterSaleRequest,
    });
    const plan = {
      afterSaleNo: applied.afterSaleNo,
      text: '寄回检验',
      refundAmount: '1.00',
      exchange: false,
    };
    expect(await failureOf(sandbox.app, a.plan, { body: { ...plan, needReturn: true } })).toEqual([
      400,
      '少发漏发无需寄回商品',
    ]);
    const proposed = await admin$(a.plan, { ...plan, needReturn: false });
    expect(proposed).toMatchObject({ status: 'planProposed', returnTo: null });
    await dataOf(sandbox.app, afterSale, `${p.cancel}/${applied.afterSaleId}`, {
      method: 'PUT',
      token: admin,
    });
  });

  it('counts earlier applications: a claim above what they left is refused until one is cancelled', async () => {
    const { info, line } = await claimableOrder();
    const [reason] = await dataOf(
      sandbox.app,
      afterSaleReasonList,
      withQuery(p.reasons, { kind: 'refundOnly' }),
      { token: admin },
    );
    /** A claim of `pieces` (sheet goods) or `weight` tonnes of the line. */
    const claimOf = async (pieces: number | null, weight: string): Promise<AfterSaleRequest> => ({
      orderId: info.orderId,
      kind: 'refundOnly',
      reasonId: reason?.reasonId ?? 0,
      lines: [
        {
          detailId: line.detailId,
          pieces,
          weight:
            pieces === null
              ? weight
              : (
                  await dataOf(sandbox.app, calculatedWeight, p.calculateWeight, {
                    token: admin,
                    body: { batchId: line.batchId, pieces },
                  })
                ).weight,
          measured: null,
        },
      ],
      amount: '0.01',
      picIds: [],
      description: '少发',
      contactName: '陈志强',
      contactPhone: '13800000001',
    });
    const byPieces = line.claimablePieces !== null;
    const whole = await claimOf(line.claimablePieces, line.claimableWeight);
    const first = await dataOf(sandbox.app, afterSale, p.apply, {
      token: admin,
      body: await claimOf(byPieces ? 1 : null, '0.1'),
      headers: key(),
    });
    const order = await dataOf(
      sandbox.app,
      orderDetail,
      withQuery(orderPaths.allDetail, { id: info.orderId }),
      { token: admin },
    );
    expect(order.afterSales.at(-1)).toEqual({
      afterSaleId: first.afterSaleId,
      afterSaleNo: first.afterSaleNo,
    });
    const left = await dataOf(
      sandbox.app,
      applyInfo,
      withQuery(p.applyInfo, { orderId: info.orderId }),
      { token: admin },
    );
    const now = left.lines.find(({ detailId }) => detailId === line.detailId);
    expect(
      await failureOf(sandbox.app, p.apply, { token: admin, body: whole, headers: key() }),
    ).toEqual([
      AFTER_SALE_CLAIM_CODE,
      byPieces
        ? `「${line.productName}」最多可申请 ${now?.claimablePieces} 件`
        : `「${line.productName}」最多可申请 ${now?.claimableWeight} 吨`,
    ]);
    await dataOf(sandbox.app, afterSale, `${p.cancel}/${first.afterSaleId}`, {
      method: 'PUT',
      token: admin,
    });
    const again = await dataOf(sandbox.app, afterSale, p.apply, {
      token: admin,
      body: whole,
      headers: key(),
    });
    expect(again.totalWeight).toBe(whole.lines[0]?.weight);
    await dataOf(sandbox.app, afterSale, `${p.cancel}/${again.afterSaleId}`, {
      method: 'PUT',
      token: admin,
    });
  });

  it("answers another company's application as not found", async () => {
    const [first] = (await page(admin)).rows;
    if (!first) throw new Error('no application');
    const [stranger] = await sandbox.db
      .select({ id: companies.id })
      .from(companies)
      .where(ne(companies.id, (await companyOfDemo()) ?? 0))
      .limit(1);
    await sandbox.db
      .update(afterSales)
      .set({ companyId: stranger?.id ?? 0 })
      .where(eq(afterSales.id, first.afterSaleId));
    expect(
      await failureOf(sandbox.app, `${p.cancel}/${first.afterSaleId}`, {
        method: 'PUT',
        token: admin,
      }),
    ).toEqual([404, '售后申请不存在']);
    expect(
      await failureOf(sandbox.app, `${p.apply}/${first.afterSaleId}`, { token: admin }),
    ).toEqual([404, '售后申请不存在']);
  });

  it('pays a supplementary amount once per Idempotency-Key', async () => {
    const { rows } = await page(admin, { tab: 'processing' });
    const due = rows.find(({ status }) => status === 'toReplenish');
    if (!due) throw new Error('no toReplenish application');
    const path = `${p.replenish}/${due.afterSaleId}`;
    expect(await failureOf(sandbox.app, path, { method: 'PUT', token: admin })).toEqual([
      400,
      '缺少 Idempotency-Key',
    ]);
    const headers = key();
    const first = await dataOf(sandbox.app, afterSale, path, {
      method: 'PUT',
      token: admin,
      headers,
    });
    const again = await dataOf(sandbox.app, afterSale, path, {
      method: 'PUT',
      token: admin,
      headers,
    });
    expect(first.status).toBe('processing');
    expect(again).toEqual(first);
    expect(first.replenish?.paidAt).not.toBeNull();
    expect(
      await failureOf(sandbox.app, path, { method: 'PUT', token: admin, headers: key() }),
    ).toEqual([AFTER_SALE_STATE_CODE, '售后申请当前状态为「处理中」，不能支付补款']);
  });

  it('lets the buyer edit when the mall asks, then resubmit', async () => {
    const { rows } = await page(admin, { tab: 'finished' });
    const rejected = rows.find(
      ({ status, kind }) => status === 'rejected' && kind === 'refundOnly',
    );
    if (!rejected) throw new Error('no rejected application');
    const ref = { afterSaleNo: rejected.afterSaleNo };
    await admin$(a.askEdit, { ...ref, note: '请核对吨数' });
    const id = rejected.afterSaleId;
    await dataOf(sandbox.app, afterSale, `${p.agreeEdit}/${id}`, {
      method: 'PUT',
      token: employee,
    });
    const body: AfterSaleRequest = {
      orderId: rejected.orderId,
      kind: rejected.kind,
      reasonId: rejected.reasonId,
      lines: rejected.lines.map(({ detailId, pieces, weight }) => ({
        detailId,
        pieces,
        weight,
        measured: null,
      })),
      amount: '1.00',
      picIds: [],
      description: '已核对',
      contactName: '陈志强',
      contactPhone: '13800000001',
    };
    const path = `${p.apply}/${id}`;
    expect(await failureOf(sandbox.app, path, { method: 'PUT', token: employee, body })).toEqual([
      400,
      '缺少 Idempotency-Key',
    ]);
    // 保存修改 sent again with its key (its answer lost): the first answer, one edit.
    const headers = key();
    const save = () =>
      dataOf(sandbox.app, afterSale, path, { method: 'PUT', token: employee, body, headers });
    const updated = await save();
    expect(updated).toMatchObject({ status: 'pending', amount: '1.00', editNote: null });
    expect(await save()).toEqual(updated);
    expect(updated.events.filter(({ text }) => text === '修改售后申请并重新提交')).toHaveLength(1);
    expect((await admin$(a.approve, ref)).status).toBe('processing');
  });
});
