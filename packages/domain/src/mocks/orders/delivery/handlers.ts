import { http } from 'msw';
import { orderPaths } from '../../../contract/orders.ts';
import type {
  CreateDeliveryRequest,
  Delivery,
  DeliveryComment,
  DeliveryLine,
  OrderLine,
} from '../../../contract/orders.ts';
import { atLeastZero, Big, sum, tonnes, yuan } from '../../../money.ts';
import { anyOrigin, okJson, refuse } from '../../http.ts';
import { orderDetailFixture } from '../lists/fixtures.ts';
import { listPage, stageListHandler } from '../lists/handlers.ts';
import type { OrderServer } from '../state.ts';
import { deliveryFixture, deliveryLineFor, LATEST_LOGISTICS_NODE, trackingOf } from './fixtures.ts';

/**
 * The delivery calls: applying for delivery (待发货), then receiving (待收货), the logistics
 * tracking and evaluating a received delivery.
 */

/** Paid, not yet applied tonnes of a line. */
const remainingOf = (line: OrderLine): Big =>
  atLeastZero(
    (line.finalPaid ? new Big(line.weighedWeight ?? line.weight) : new Big(0)).minus(
      line.deliveredWeight,
    ),
  );

/** 待发货: the list, an order's remaining tonnes and deliveries, and applying for a delivery. */
export const deliveryHandlers = (server: OrderServer) => {
  const { find, update, deliveries, addDelivery, nextId, record, guarded } = server;
  return [
    stageListHandler(server, orderPaths.deliveryList, 'saleDelivery'),
    http.get(
      anyOrigin(orderPaths.deliveryInfo),
      record(({ url }) => {
        const order = find(Number(url.searchParams.get('orderId')));
        if (!order) return refuse(404, '订单不存在');
        return okJson({
          order: orderDetailFixture(order),
          deliveries: deliveries().filter((d) => d.orderId === order.orderId),
          remaining: order.lines.map((line) => ({
            detailId: line.detailId,
            weight: tonnes(remainingOf(line)),
          })),
        });
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.deliveryLines}/:orderId/:detailIds`),
      record((_, params) => {
        const order = find(Number(params.orderId));
        const ids = (params.detailIds ?? '').split(',').map(Number);
        if (!order) return refuse(404, '订单不存在');
        const lines: DeliveryLine[] = order.lines
          .filter((line) => ids.includes(line.detailId))
          .map((line) => deliveryLineFor(line, tonnes(remainingOf(line))));
        return okJson(lines);
      }),
    ),
    http.post(
      anyOrigin(orderPaths.createDelivery),
      guarded('createDelivery', ({ body }) => {
        const request = body as CreateDeliveryRequest;
        const order = find(request.orderId);
        if (order?.stage !== 'saleDelivery') return refuse(4100, '订单状态已变更，请刷新后重试');
        const over = request.lines.some(({ detailId, weight }) => {
          const line = order.lines.find((l) => l.detailId === detailId);
          return !line || new Big(weight).gt(remainingOf(line));
        });
        if (over) return refuse(400, '发货吨数超过可发货吨数，请刷新后重试');
        const weights = new Map(request.lines.map((l) => [l.detailId, l.weight]));
        const lines = order.lines.map((line) => {
          const weight = weights.get(line.detailId);
          return weight === undefined
            ? line
            : { ...line, deliveredWeight: tonnes(new Big(line.deliveredWeight).plus(weight)) };
        });
        const done = lines.every((line) => remainingOf(line).eq(0));
        update(order.orderId, (o) => ({ ...o, lines, stage: done ? 'toBeReceipt' : o.stage }));
        const deliveryId = 43000 + nextId();
        const deliveryLines = request.lines.flatMap(({ detailId, weight }) => {
          const line = order.lines.find((l) => l.detailId === detailId);
          return line ? [deliveryLineFor(line, weight)] : [];
        });
        const made: Delivery = {
          ...deliveryFixture(),
          ...request,
          deliveryId,
          deliveryNo: `FH20260320${String(deliveryId).padStart(6, '0')}`,
          orderNo: order.orderNo,
          status: 'applied',
          lines: deliveryLines,
          totalWeight: tonnes(sum(deliveryLines.map((l) => l.weight))),
          amount: yuan(sum(deliveryLines.map((l) => l.amount))),
        };
        addDelivery(made);
        return okJson({ deliveryId, deliveryNo: made.deliveryNo });
      }),
    ),
  ];
};

/**
 * 待收货: the shipped and received deliveries, a delivery's detail, confirming receipt, the
 * logistics (and 刷新物流), and the evaluations, starting from `comments`.
 */
export const receiptHandlers = (
  server: OrderServer,
  initialComments: readonly DeliveryComment[],
) => {
  const { deliveries, findDelivery, updateDeliveries, record } = server;
  const comments = new Map(initialComments.map((comment) => [comment.deliveryId, comment]));
  const latest = new Map<number, { at: string; text: string }>();
  return [
    http.get(
      anyOrigin(orderPaths.receiptList),
      record(({ url }) => {
        const status = url.searchParams.get('type') === '2' ? 'received' : 'shipped';
        return okJson(
          listPage(
            deliveries().filter((d) => d.status === status),
            url,
            (delivery) => [delivery.orderNo, delivery.deliveryNo],
            (delivery) => delivery.createdAt.slice(0, 10),
          ),
        );
      }),
    ),
    http.get(
      anyOrigin(orderPaths.receiptDetail),
      record(({ url }) => {
        const delivery = findDelivery(Number(url.searchParams.get('id')));
        return delivery ? okJson(delivery) : refuse(404, '发货单不存在');
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.confirmReceiving}/:id`),
      record((_, { id }) => {
        const delivery = findDelivery(Number(id));
        if (delivery?.status !== 'shipped') return refuse(4100, '发货单状态已变更，请刷新后重试');
        updateDeliveries((d) =>
          d.deliveryId === delivery.deliveryId
            ? { ...d, status: 'received', receivedAt: '2026-03-23 10:00:00' }
            : d,
        );
        return okJson(null);
      }),
    ),
    http.get(
      anyOrigin(`${orderPaths.logistics}/:no`),
      record((_, { no }) => {
        const delivery = deliveries().find((d) => d.logisticsNo === no);
        if (!delivery) return refuse(404, '暂无物流信息');
        const tracking = trackingOf(delivery);
        const newest = latest.get(delivery.deliveryId);
        return okJson(newest ? { ...tracking, nodes: [newest, ...tracking.nodes] } : tracking);
      }),
    ),
    http.put(
      anyOrigin(`${orderPaths.logisticsLatest}/:id`),
      record((_, { id }) => {
        const delivery = findDelivery(Number(id));
        if (!delivery?.logisticsNo) return refuse(404, '暂无物流信息');
        latest.set(delivery.deliveryId, { ...LATEST_LOGISTICS_NODE });
        return okJson(LATEST_LOGISTICS_NODE);
      }),
    ),
    http.get(
      anyOrigin(orderPaths.deliveryComment),
      record(({ url }) => okJson(comments.get(Number(url.searchParams.get('deliveryId'))) ?? null)),
    ),
    http.post(
      anyOrigin(orderPaths.deliveryComment),
      record(({ body }) => {
        const comment = body as DeliveryComment;
        if (findDelivery(comment.deliveryId)?.status !== 'received')
          return refuse(4100, '确认收货后才能评价');
        if (comments.has(comment.deliveryId)) return refuse(4100, '该发货单已评价');
        comments.set(comment.deliveryId, comment);
        updateDeliveries((d) =>
          d.deliveryId === comment.deliveryId ? { ...d, commented: true } : d,
        );
        return okJson(null);
      }),
    ),
  ];
};
