import { HttpResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import type {
  AfterSale,
  AfterSaleKind,
  AfterSaleStatus,
  ApplyInfo,
} from '../../contract/afterSales.ts';
import { AFTER_SALE_TABS, AFTER_SALE_KINDS, afterSalePaths } from '../../contract/afterSales.ts';
import type { RecordedRequest } from '../http.ts';
import { anyOrigin, okJson, recording, refuse } from '../http.ts';
import {
  PHOTO_PNG,
  afterSaleFixture,
  afterSalesFixture,
  applyInfoFixture,
  reasonsOf,
} from './fixtures.ts';

export * from './fixtures.ts';

export interface AfterSaleServerOptions {
  /** The applications it starts with (the fixture's by default). */
  sales?: AfterSale[];
  info?: ApplyInfo;
  /** The supplementary payment never answers: a payment in flight. */
  replenishHangs?: boolean;
}

const p = afterSalePaths;

/** Where each buyer move leads (the sandbox's state machine decides; the mock follows it). */
const MOVED: Readonly<Record<string, AfterSaleStatus>> = {
  [p.cancel]: 'cancelled',
  [p.agreeEdit]: 'editing',
  [p.confirmResult]: 'completed',
  [p.replenish]: 'processing',
};

/**
 * The after-sales calls over one changing set of applications, recording each call, so that a
 * story sees a move change the page and asserts what was sent (its body and Idempotency-Key).
 */
export function createAfterSaleServer({
  sales = afterSalesFixture,
  info = applyInfoFixture,
  replenishHangs = false,
}: AfterSaleServerOptions = {}) {
  const state = { sales: sales.map((sale) => ({ ...sale })), nextPic: 900 };
  const requests: RecordedRequest[] = [];
  const find = (id: string | number) => state.sales.find((sale) => sale.afterSaleId === Number(id));
  const set = (sale: AfterSale, patch: Partial<AfterSale>) => {
    Object.assign(sale, patch);
    return okJson(sale);
  };
  const move = (path: string, to: AfterSaleStatus) =>
    http.put(
      anyOrigin(`${path}/:id`),
      recording(requests, (_call, { id }) => {
        const sale = find(id ?? 0);
        return sale ? set(sale, { status: to }) : refuse(404, '售后申请不存在');
      }),
    );
  const handlers: RequestHandler[] = [
    http.get(
      anyOrigin(p.list),
      recording(requests, ({ url }) => {
        const tab = url.searchParams.get('tab') as keyof typeof AFTER_SALE_TABS | null;
        const keyword = url.searchParams.get('keyword') ?? '';
        const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        const rows = state.sales.filter(
          (sale) =>
            (!tab || (AFTER_SALE_TABS[tab] as readonly string[]).includes(sale.status)) &&
            (sale.orderNo.includes(keyword) || sale.afterSaleNo.includes(keyword)),
        );
        return okJson({
          rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          total: rows.length,
        });
      }),
    ),
    http.get(anyOrigin(p.marks), () => {
      const count = (tab: keyof typeof AFTER_SALE_TABS) =>
        state.sales.filter((sale) =>
          (AFTER_SALE_TABS[tab] as readonly string[]).includes(sale.status),
        ).length;
      return okJson({
        all: count('all'),
        pending: count('pending'),
        returning: count('returning'),
        processing: count('processing'),
        finished: count('finished'),
      });
    }),
    http.get(anyOrigin(p.reasons), ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const known = AFTER_SALE_KINDS.find((one) => one === kind);
      return okJson(known ? reasonsOf(known as AfterSaleKind) : []);
    }),
    http.get(anyOrigin(p.applyInfo), () => okJson(info)),
    http.post(
      anyOrigin(p.calculateWeight),
      recording(requests, ({ body }) => {
        const { batchId, pieces } = body as { batchId: number; pieces: number };
        const line = info.lines.find((one) => one.batchId === batchId);
        const piece = Number(line?.pieceWeight ?? 0);
        return okJson({
          pieceWeight: line?.pieceWeight ?? '0',
          weight: (piece * pieces).toFixed(3),
        });
      }),
    ),
    http.get(
      anyOrigin(`${p.pic}/:id`),
      () => new HttpResponse(PHOTO_PNG, { headers: { 'Content-Type': 'image/png' } }),
    ),
    http.post(
      anyOrigin(p.uploadPic),
      recording(requests, ({ body }) => {
        state.nextPic += 1;
        const { fileName } = body as { fileName: string };
        return okJson({
          picId: state.nextPic,
          fileName,
          url: `/api/csr${p.pic}/${state.nextPic}`,
          watermark: '铝材现货商城 售后凭证 2026-11-24 10:00:00',
        });
      }),
    ),
    http.get(
      anyOrigin(`${p.apply}/:id`),
      recording(requests, (_call, { id }) => {
        const sale = find(String(id));
        return sale ? okJson(sale) : refuse(404, '售后申请不存在');
      }),
    ),
    http.post(
      anyOrigin(p.apply),
      recording(requests, ({ body }) => {
        const request = body as { kind: AfterSaleKind; amount: string };
        const sale: AfterSale = {
          ...afterSaleFixture(request.kind, 'pending'),
          afterSaleId: 7999,
          afterSaleNo: 'SH202611240001',
          kind: request.kind,
          status: 'pending',
          amount: request.amount,
        };
        state.sales.unshift(sale);
        return okJson(sale);
      }),
    ),
    http.put(
      anyOrigin(`${p.apply}/:id`),
      recording(requests, ({ body }, { id }) => {
        const sale = find(id ?? 0);
        const { amount } = body as { amount: string };
        return sale ? set(sale, { status: 'pending', amount, editNote: null }) : refuse(404, '');
      }),
    ),
    http.put(
      anyOrigin(p.confirmLogistics),
      recording(requests, ({ body }) => {
        const { afterSaleId, company, trackingNo } = body as {
          afterSaleId: number;
          company: string;
          trackingNo: string;
        };
        const sale = find(afterSaleId);
        return sale
          ? set(sale, {
              status: 'returning',
              returnShipment: { company, trackingNo, at: '2026-11-24 10:00:00' },
            })
          : refuse(404, '');
      }),
    ),
    http.put(
      anyOrigin(`${p.agreePlan}/:id`),
      recording(requests, (_call, { id }) => {
        const sale = find(id ?? 0);
        if (!sale) return refuse(404, '');
        return set(sale, { status: sale.plan?.needReturn ? 'toReturn' : 'processing' });
      }),
    ),
    ...Object.entries(MOVED)
      .filter(([path]) => path !== p.replenish || !replenishHangs)
      .map(([path, to]) => move(path, to)),
    ...(replenishHangs
      ? [
          http.put(
            anyOrigin(`${p.replenish}/:id`),
            recording(requests, () => new Promise<Response>(() => undefined)),
          ),
        ]
      : []),
  ];
  return { handlers, requests, state };
}
export type AfterSaleServer = ReturnType<typeof createAfterSaleServer>;
