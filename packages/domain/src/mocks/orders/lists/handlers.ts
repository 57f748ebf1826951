import { http } from 'msw';
import { paths } from '../../../contract/index.ts';
import type { OrderCounts } from '../../../contract/index.ts';
import { orderPaths } from '../../../contract/orders.ts';
import type { OrderStage, OrderSummary } from '../../../contract/orders.ts';
import { anyOrigin, fileResponse, ok, okJson, refuse } from '../../http.ts';
import type { OrderServer } from '../state.ts';
import { cancelReasons, orderCounts, orderDetailFixture, orderPageOf } from './fixtures.ts';

/**
 * The order lists' calls: the stage counts, the stage lists (filtered and paged), the details
 * and their PDF, the order's own actions (submit, cancel, evaluate), all orders and their
 * export.
 */

/** The order counts of the header and the centre's menu, answering the fixture. */
export const orderCountsHandler = ok(paths.orders.count, orderCounts);

/** The lists' own calls answering their fixtures: the cancel reasons and the detail PDF. */
export const defaultOrderListHandlers = [
  ok(orderPaths.cancelReasons, cancelReasons),
  http.post(anyOrigin(orderPaths.detailPdf), () =>
    fileResponse('%PDF-1.4\n%%EOF\n', 'application/pdf', '订单明细.pdf'),
  ),
];

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
function orderListPage(rows: readonly OrderSummary[], url: URL) {
  const ids = url.searchParams.get('ids')?.split(',').map(Number);
  return listPage(
    ids === undefined ? rows : rows.filter((row) => ids.includes(row.orderId)),
    url,
    (row) => [row.orderNo],
    (row) => row.createdAt.slice(0, 10),
  );
}

/** Each list path answering an empty page: a server's `empty` state. */
export const emptyLists = (...listPaths: string[]) =>
  listPaths.map((path) => ok(path, orderPageOf([])));

/**
 * GET the order counts at each call: the server's orders of `stages` as they stand, what
 * `others` gives, and the fixture's counts for the rest.
 */
export const countsHandler = (
  { orders, record }: OrderServer,
  stages: readonly (keyof OrderCounts & OrderStage)[],
  others: () => Partial<OrderCounts> = () => ({}),
) =>
  http.get(
    anyOrigin(paths.orders.count),
    record(() => {
      const counted = stages.map((stage) => [
        stage,
        orders().filter((order) => order.stage === stage).length,
      ]);
      return okJson({ ...orderCounts, ...Object.fromEntries(counted), ...others() });
    }),
  );

/** GET `path`: the server's orders of `stage`, filtered and paged. */
export const stageListHandler = (
  { orders, record }: OrderServer,
  path: string,
  stage: OrderStage,
) =>
  http.get(
    anyOrigin(path),
    record(({ url }) =>
      okJson(
        orderListPage(
          orders().filter((order) => order.stage === stage),
          url,
        ),
      ),
    ),
  );

/** GET ?id= of a detail call answers the detail of that order, or body 404. */
export const detailHandler = ({ orders, record }: OrderServer, path: string) =>
  http.get(
    anyOrigin(path),
    record(({ url }) => {
      const id = Number(url.searchParams.get('id') ?? url.searchParams.get('orderId'));
      const order = orders().find((row) => row.orderId === id);
      return order ? okJson(orderDetailFixture(order)) : refuse(404, '订单不存在');
    }),
  );

/**
 * POST `{ orderId }` to `path` cancels an order of `stage`; refused once the stage changed, or
 * for orders (by id) whose production started.
 */
export const cancelHandler = (
  { find, update, record }: OrderServer,
  path: string,
  stage: OrderStage,
  producing: readonly number[],
) =>
  http.post(
    anyOrigin(path),
    record(({ body }) => {
      const { orderId } = body as { orderId: number };
      const order = find(orderId);
      if (order?.stage !== stage) return refuse(4100, '订单状态已变更，请刷新后重试');
      if (producing.includes(orderId)) return refuse(4100, '订单已开始生产，无法取消');
      update(orderId, (o) => ({ ...o, stage: 'cancelled', cancelReason: '计划有变，暂不采购' }));
      return okJson(null);
    }),
  );

/** 待提交: the list, the details, submitting (contracts made, deposit due) and cancelling. */
export const toBeSubmittedHandlers = (server: OrderServer, producing: readonly number[]) => {
  const { find, update, record } = server;
  return [
    stageListHandler(server, orderPaths.waitSubmit, 'toBeSubmitted'),
    detailHandler(server, orderPaths.waitSubmitDetail),
    detailHandler(server, orderPaths.allDetail),
    http.post(
      anyOrigin(orderPaths.submit),
      record(({ body }) => {
        const { orderIds } = body as { orderIds: number[] };
        if (orderIds.some((id) => find(id)?.stage !== 'toBeSubmitted'))
          return refuse(4100, '订单状态已变更，请刷新后重试');
        for (const id of orderIds)
          update(id, (o) => ({
            ...o,
            stage: 'firstPayment',
            dueAmount: o.depositAmount,
            contractNo: `HT${String(o.orderId).padStart(12, '0')}`,
          }));
        return okJson(
          orderIds.map((id) => ({
            orderId: id,
            orderNo: find(id)?.orderNo ?? '',
            stage: 'firstPayment',
          })),
        );
      }),
    ),
    cancelHandler(server, orderPaths.cancelUnsubmitted, 'toBeSubmitted', producing),
  ];
};

/** The CSV of these orders, as allOrder/export answers it. */
const ordersCsv = (orders: readonly OrderSummary[]) =>
  [
    '订单编号,下单时间,下单人,状态,重量(吨),订单金额(元)',
    ...orders.map((order) =>
      [
        order.orderNo,
        order.createdAt,
        order.buyerName,
        order.stage,
        order.totalWeight,
        order.totalAmount,
      ].join(','),
    ),
  ].join('\n');

/** 评价 of an order, once. */
export const orderCommentHandler = ({ find, update, record }: OrderServer) =>
  http.post(
    anyOrigin(orderPaths.orderComment),
    record(({ body }) => {
      const { orderId } = body as { orderId: number };
      const order = find(orderId);
      if (!order || order.commented) return refuse(4100, '该订单已评价');
      update(orderId, (o) => ({ ...o, commented: true }));
      return okJson(null);
    }),
  );

/** 全部订单: the list of any stage (or all), the details, and the export of the matching orders. */
export const allOrdersHandlers = (server: OrderServer) => {
  const { orders, record } = server;
  /** The orders of the query's stage, or all of them. */
  const ofStage = (url: URL) => {
    const stage = url.searchParams.get('stage');
    return stage === null ? orders() : orders().filter((order) => order.stage === stage);
  };
  return [
    http.get(
      anyOrigin(orderPaths.allList),
      record(({ url }) => okJson(orderListPage(ofStage(url), url))),
    ),
    detailHandler(server, orderPaths.allDetail),
    http.get(
      anyOrigin(orderPaths.allExport),
      record(({ url }) => {
        // Every matching order: the filters of the list, without its paging.
        const all = new URL(url);
        all.searchParams.set('pageNum', '1');
        all.searchParams.set('pageSize', String(Math.max(orders().length, 1)));
        const { rows } = orderListPage(ofStage(url), all);
        return fileResponse(ordersCsv(rows), 'text/csv; charset=utf-8', '全部订单_20260321.csv');
      }),
    ),
  ];
};
