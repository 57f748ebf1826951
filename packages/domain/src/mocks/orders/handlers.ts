import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, paths, SUCCESS_CODE } from '../../contract/index.ts';
import type { OrderCounts } from '../../contract/index.ts';
import { orderPaths } from '../../contract/orders.ts';
import type { OrderStage, OrderSummary } from '../../contract/orders.ts';
import { anyOrigin, ok } from '../handlers.ts';
import {
  bankInfoFixture,
  cancelReasons,
  collectionAccountsFixture,
  orderDetailFixture,
  orderPageOf,
} from './fixtures.ts';

/**
 * What every order slice's handlers share: a recorder of the calls (with the Idempotency-Key),
 * the stage lists' filtering and paging, the counts of a changing set of orders, and the
 * order centre's own calls (reasons, balance, collection accounts, details, the detail PDF).
 */

/** One call an order handler saw. */
export interface OrderRequest {
  method: string;
  url: URL;
  /** The JSON body, or null without one. */
  body: unknown;
  /** The Idempotency-Key header, or null. */
  idempotencyKey: string | null;
}

/** Answers like `ok`. */
export const okJson = (data: unknown) =>
  HttpResponse.json({ code: SUCCESS_CODE, msg: 'success', data });

/** Answers a refusal with body `code` and `msg`. */
export const refuse = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

/** Reads the call, pushes it to `into`, and answers what `respond` makes of it. */
export const recording =
  (
    into: OrderRequest[],
    respond: (call: OrderRequest, params: Record<string, string>) => Response | Promise<Response>,
  ): HttpResponseResolver =>
  async ({ request, params }) => {
    const text = request.method === 'GET' ? '' : await request.text();
    const call: OrderRequest = {
      method: request.method,
      url: new URL(request.url),
      body: text === '' ? null : JSON.parse(text),
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    };
    into.push(call);
    const named = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, String(value)]),
    );
    return respond(call, named);
  };

/** The calls made to a path (its end), in order. */
export const callsTo = (requests: readonly OrderRequest[], path: string): OrderRequest[] =>
  requests.filter((request) => request.url.pathname.endsWith(path));

/**
 * A stage list's page for the query of `url`: order number contains, creation date from/to,
 * `ids`, then pageNum and pageSize (spec section 9 defaults).
 */
export function orderListPage(rows: readonly OrderSummary[], url: URL) {
  const query = url.searchParams;
  const orderNo = query.get('orderNo') ?? '';
  const from = query.get('dateFrom') ?? '';
  const to = query.get('dateTo') ?? '';
  const ids = query.get('ids')?.split(',').map(Number);
  const matching = rows.filter((row) => {
    const day = row.createdAt.slice(0, 10);
    return (
      row.orderNo.includes(orderNo) &&
      (from === '' || day >= from) &&
      (to === '' || day <= to) &&
      (ids === undefined || ids.includes(row.orderId))
    );
  });
  const pageNum = Number(query.get('pageNum') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  return orderPageOf(matching.slice((pageNum - 1) * pageSize, pageNum * pageSize), matching.length);
}

/** The counts of the stage tabs for these orders (the rest of the fixture's counts as given). */
export function countsOf(orders: readonly OrderSummary[], base: OrderCounts): OrderCounts {
  const count = (stage: OrderStage) => orders.filter((order) => order.stage === stage).length;
  return {
    ...base,
    toBeSubmitted: count('toBeSubmitted'),
    firstPayment: count('firstPayment'),
    stocking: count('stocking'),
  };
}

/** GET the order counts of `orders()` at each call, recording the calls. */
export const countsHandler = (
  orders: () => readonly OrderSummary[],
  base: OrderCounts,
  into: OrderRequest[],
) =>
  http.get(
    anyOrigin(paths.orders.count),
    recording(into, () => okJson(countsOf(orders(), base))),
  );

/** GET ?id= of a detail call answers the detail of that order of `orders()`, or body 404. */
export const detailHandler = (
  path: string,
  orders: () => readonly OrderSummary[],
  into: OrderRequest[],
) =>
  http.get(
    anyOrigin(path),
    recording(into, ({ url }) => {
      const id = Number(url.searchParams.get('id') ?? url.searchParams.get('orderId'));
      const order = orders().find((row) => row.orderId === id);
      return order ? okJson(orderDetailFixture(order)) : refuse(404, '订单不存在');
    }),
  );

/** A small PDF, as the detail download answers it. */
const pdf = () =>
  new HttpResponse(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition':
        "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95%E6%98%8E%E7%BB%86.pdf",
    },
  });

/** The order centre's own calls, answering their fixtures. */
export const orderCentreHandlers = {
  cancelReasons: ok(orderPaths.cancelReasons, cancelReasons),
  bankInfo: ok(orderPaths.bankInfo, bankInfoFixture),
  collectionAccounts: ok(orderPaths.collectionAccounts, collectionAccountsFixture),
  detailPdf: http.post(anyOrigin(orderPaths.detailPdf), pdf),
};

/** Every order-centre call answering OK. */
export const defaultOrderCentreHandlers = Object.values(orderCentreHandlers);
