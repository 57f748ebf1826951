import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, paths, SUCCESS_CODE } from '../../contract/index.ts';
import type { OrderCounts } from '../../contract/index.ts';
import { orderPaths } from '../../contract/orders.ts';
import type {
  OrderStage,
  OrderSummary,
  PaymentRecord,
  PaymentRecordQuery,
} from '../../contract/orders.ts';
import type { Big } from '../../money.ts';
import { yuan } from '../../money.ts';
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

/** What answers a recorded call, from the call and its path parameters. */
export type OrderResolver = (
  call: OrderRequest,
  params: Record<string, string>,
) => Response | Promise<Response>;

/** Reads the call, pushes it to `into`, and answers what `respond` makes of it. */
export const recording =
  (into: OrderRequest[], respond: OrderResolver): HttpResponseResolver =>
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

/** Page `pageNum` of `pageSize` rows of `rows`, with their total. */
export const pageSlice = <T>(rows: readonly T[], pageNum: number, pageSize: number) =>
  orderPageOf(rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), rows.length);

/**
 * A list's page for the query of `url`: one of the row's `numbers` contains orderNo, its `day`
 * from dateFrom to dateTo, then pageNum and pageSize (spec section 9 defaults).
 */
export function listPage<T>(
  rows: readonly T[],
  url: URL,
  numbers: (row: T) => readonly string[],
  day: (row: T) => string,
) {
  const query = url.searchParams;
  const number = query.get('orderNo') ?? '';
  const from = query.get('dateFrom') ?? '';
  const to = query.get('dateTo') ?? '';
  const matching = rows.filter(
    (row) =>
      numbers(row).some((no) => no.includes(number)) &&
      (from === '' || day(row) >= from) &&
      (to === '' || day(row) <= to),
  );
  return pageSlice(
    matching,
    Number(query.get('pageNum') ?? 1),
    Number(query.get('pageSize') ?? 10),
  );
}

/** A stage list's page for the query of `url`: `ids` if given, then as `listPage` by creation day. */
export function orderListPage(rows: readonly OrderSummary[], url: URL) {
  const ids = url.searchParams.get('ids')?.split(',').map(Number);
  return listPage(
    ids === undefined ? rows : rows.filter((row) => ids.includes(row.orderId)),
    url,
    (row) => [row.orderNo],
    (row) => row.createdAt.slice(0, 10),
  );
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

/** GET the order counts `counts` makes at each call, recording the calls. */
export const countsHandler = (counts: () => OrderCounts, into: OrderRequest[]) =>
  http.get(
    anyOrigin(paths.orders.count),
    recording(into, () => okJson(counts())),
  );

/**
 * The state every order server keeps: the calls it saw, its orders (replaced on each change),
 * and a recorder of its calls.
 */
export function orderServerState(initial: readonly OrderSummary[]) {
  const requests: OrderRequest[] = [];
  let orders = [...initial];
  return {
    requests,
    /** The orders as they stand now. */
    orders: () => orders,
    /** The order of this id, if any. */
    find: (id: number) => orders.find((order) => order.orderId === id),
    /** Replaces the order of this id by what `change` makes of it. */
    update: (id: number, change: (order: OrderSummary) => OrderSummary) => {
      orders = orders.map((order) => (order.orderId === id ? change(order) : order));
    },
    /** `recording` into `requests`. */
    record: (resolver: OrderResolver): HttpResponseResolver => recording(requests, resolver),
  };
}

/** What the payment handlers need of a server: its recorder and its order updates. */
type PaymentServer = Pick<ReturnType<typeof orderServerState>, 'record' | 'update'>;

/** GET the bank info with the server's balance as it stands at each call. */
export const bankInfoHandler = ({ record }: PaymentServer, balance: () => Big) =>
  http.get(
    anyOrigin(orderPaths.bankInfo),
    record(() => okJson({ ...bankInfoFixture, balance: yuan(balance()) })),
  );

/** POST `{ payIds }` to `path`: those pending payments are cancelled, their orders no longer paying. */
export const cancelPaymentsHandler = (
  path: string,
  payments: PaymentRecord[],
  { record, update }: PaymentServer,
) =>
  http.post(
    anyOrigin(path),
    record(({ body }) => {
      const { payIds } = body as { payIds: number[] };
      for (const payment of payments)
        if (payIds.includes(payment.payId) && payment.status === 'pending') {
          payment.status = 'cancelled';
          update(payment.orderId, (o) => ({ ...o, pendingAmount: '0.00' }));
        }
      return okJson(null);
    }),
  );

/** POST a payment record query: the records of `payments()` matching it, paged. */
export const paymentRecordsHandler = (
  payments: () => readonly PaymentRecord[],
  { record }: Pick<PaymentServer, 'record'>,
) =>
  http.post(
    anyOrigin(orderPaths.payRecords),
    record(({ body }) => {
      const query = body as PaymentRecordQuery;
      const matching = payments().filter(
        (payment) =>
          payment.orderNo.includes(query.orderNo ?? '') &&
          (query.kind === undefined || payment.kind === query.kind),
      );
      return okJson(pageSlice(matching, query.pageNum, query.pageSize));
    }),
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

/** Each list path answering an empty page: a slice's `empty` state. */
export const emptyLists = (...listPaths: string[]) =>
  listPaths.map((path) => ok(path, orderPageOf([])));

/** The order centre's own calls, answering their fixtures. */
export const orderCentreHandlers = {
  cancelReasons: ok(orderPaths.cancelReasons, cancelReasons),
  bankInfo: ok(orderPaths.bankInfo, bankInfoFixture),
  collectionAccounts: ok(orderPaths.collectionAccounts, collectionAccountsFixture),
  detailPdf: http.post(anyOrigin(orderPaths.detailPdf), pdf),
};

/** Every order-centre call answering OK. */
export const defaultOrderCentreHandlers = Object.values(orderCentreHandlers);
