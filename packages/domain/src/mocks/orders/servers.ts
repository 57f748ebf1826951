import { http } from 'msw';
import { addressPaths } from '../../contract/address.ts';
import type { CustomerAddress, InvoicingInfo } from '../../contract/address.ts';
import { orderPaths } from '../../contract/orders.ts';
import { addressesFixture, invoicingFixture } from '../address/fixtures.ts';
import { anyOrigin, okJson, recording } from '../http.ts';
import type {
  Delivery,
  OrderStage,
  OrderSummary,
  PaymentRecord,
  SaleContract,
} from '../../contract/orders.ts';
import { Big, yuan } from '../../money.ts';
import { initialContractsOf } from './contracts/fixtures.ts';
import { contractHandlers } from './contracts/handlers.ts';
import { deliveryCommentFixture, initialDeliveriesF2, paidOrder } from './delivery/fixtures.ts';
import { deliveryHandlers, receiptHandlers } from './delivery/handlers.ts';
import { initialDeliveriesF3 } from './invoices/fixtures.ts';
import { invoiceHandlers } from './invoices/handlers.ts';
import { ordersFixture } from './lists/fixtures.ts';
import {
  allOrdersHandlers,
  countsHandler,
  detailHandler,
  emptyLists,
  orderCommentHandler,
  toBeSubmittedHandlers,
} from './lists/handlers.ts';
import { initialPaymentsF3, pendingTransfersOf, weighOrder } from './payments/fixtures.ts';
import {
  bankInfoHandler,
  depositHandlers,
  finalPaymentHandlers,
  paymentRecordsHandler,
} from './payments/handlers.ts';
import { orderServerState } from './state.ts';
import type { GuardedCall } from './state.ts';
import { diffAmountFixture } from './stocking/fixtures.ts';
import { modificationHandlers, stockingHandlers } from './stocking/handlers.ts';

/**
 * The order pages' stateful servers, each made of the subjects' handlers over one changing
 * set of orders (and deliveries, contracts, payments), so that a story sees the lists and the
 * counts change after an action and can assert each call (its body and Idempotency-Key) from
 * `requests`. F1 serves 待提交, 待付款 and 备货中; F2 待补款, 待发货 and 待收货; F3 待开票,
 * 历史合同, 全部订单 and the payment records.
 */

interface OrderServerF1Options {
  /** The orders of each stage; three of each by default (see `initialOrdersF1`). */
  orders?: OrderSummary[];
  /** The company's balance; ¥50,000.00 by default. */
  balance?: string;
  /** Orders (by id) whose production started: cancelOrderStocking is refused for them. */
  producing?: readonly number[];
}

/**
 * Three orders of each F1 stage: the second deposit order has a transfer awaiting confirmation
 * (and its pending record), the second stocking order an unpaid difference amount.
 */
export function initialOrdersF1(): OrderSummary[] {
  const first = ordersFixture('firstPayment', 3).map((order, i) =>
    i === 1 ? { ...order, pendingAmount: order.depositAmount } : order,
  );
  const stocking = ordersFixture('stocking', 3).map((order, i) =>
    i === 1
      ? { ...order, diff: diffAmountFixture({ orderId: order.orderId, amount: '4690.00' }) }
      : order,
  );
  return [...ordersFixture('toBeSubmitted', 3), ...first, ...stocking];
}

/**
 * F1's orders with stocking order 23001 weighed beyond the tolerance (5.000 t ordered, 5.600 t
 * weighed): a 磅差 awaiting the buyer's 确认磅差.
 */
export function ordersF1WithWeighingDiff(): OrderSummary[] {
  return initialOrdersF1().map((order): OrderSummary =>
    order.orderId === 23001
      ? {
          ...order,
          lines: order.lines.map((line) => ({
            ...line,
            weighedWeight: '5.600',
            weighedAmount: '131320.00',
          })),
          weighingDiff: { status: 'awaiting', amountDiff: '14070.00', reason: null },
        }
      : order,
  );
}

/** A stateful server of F1's order calls; `requests` records every call it answers. */
export function createOrderServerF1({
  orders = initialOrdersF1(),
  balance,
  producing = [],
}: OrderServerF1Options = {}) {
  const server = orderServerState({
    orders,
    payments: pendingTransfersOf(orders, 'first', 60000),
    balance,
  });
  return {
    handlers: [
      countsHandler(server, ['toBeSubmitted', 'firstPayment', 'stocking']),
      bankInfoHandler(server),
      ...toBeSubmittedHandlers(server, producing),
      ...depositHandlers(server, producing),
      ...stockingHandlers(server, producing),
      ...modificationHandlers(server),
    ],
    requests: server.requests,
    /** The orders as they stand now. */
    orders: server.orders,
  };
}

/** F1's lists in the states a story may need (each a list of handlers). */
export const orderHandlersF1 = {
  /** No order in any of F1's stages. */
  empty: emptyLists(orderPaths.waitSubmit, orderPaths.firstList, orderPaths.stockingList),
};

/**
 * F2's orders: three to settle (the first weighed heavier than ordered: a supplement; the
 * second paid in full in advance and weighed lighter: a refund; the third with a transfer
 * awaiting confirmation), and three to deliver (the second with part of its first line
 * already applied for).
 */
export function initialOrdersF2(): OrderSummary[] {
  const [heavy, light, transfer] = ordersFixture('final', 3);
  const [whole, partial, single] = ordersFixture('saleDelivery', 3);
  const settle: OrderSummary[] = [];
  if (heavy) settle.push(weighOrder(heavy, '1.012', heavy.depositAmount));
  if (light) settle.push(weighOrder(light, '0.985', light.totalAmount));
  if (transfer) {
    const weighed = weighOrder(transfer, '1.004', transfer.depositAmount);
    settle.push({ ...weighed, pendingAmount: weighed.dueAmount });
  }
  const deliver = [whole, partial, single]
    .filter((order) => order !== undefined)
    .map((order, i) => paidOrder(order, i === 1 ? '2.000' : '0.000'));
  return [...settle, ...deliver];
}

/**
 * F2's orders with the first weighed 8 % heavier than ordered, beyond the ±5 % tolerance: its
 * buyer disputed the 磅差 and the mall upheld the weighing, so its final payment is on it.
 */
export function ordersF2SettledOnUpheldWeighing(): OrderSummary[] {
  return initialOrdersF2().map((order, index): OrderSummary => {
    if (index !== 0) return order;
    const weighed = weighOrder(order, '1.08', order.depositAmount);
    return {
      ...weighed,
      weighingDiff: {
        status: 'upheld',
        amountDiff: yuan(new Big(weighed.weighedAmount ?? 0).minus(order.goodsAmount)),
        reason: '过磅单与出厂码单不符',
      },
    };
  });
}

export interface OrderServerF2Options {
  /** F2's orders; see `initialOrdersF2`. */
  orders?: OrderSummary[];
  /** The deliveries; see `initialDeliveriesF2`. */
  deliveries?: Delivery[];
  /** The company's balance; ¥50,000.00 by default. */
  balance?: string;
  /** The company's address book (getAddressByCustomerId), the default first. */
  addresses?: CustomerAddress[];
  /** The first this many calls of each are refused with body 500 (recorded, nothing changes). */
  failFirst?: Partial<Record<GuardedCall, number>>;
  /** These calls never answer (recorded): an action in flight. */
  hang?: readonly GuardedCall[];
}

/** A stateful server of F2's order calls; `requests` records every call it answers. */
export function createOrderServerF2({
  orders = initialOrdersF2(),
  deliveries = initialDeliveriesF2(orders),
  balance,
  addresses = addressesFixture,
  failFirst,
  hang,
}: OrderServerF2Options = {}) {
  // The first received delivery is evaluated already.
  const firstReceived = deliveries.find((delivery) => delivery.status === 'received');
  const comments = firstReceived ? [deliveryCommentFixture(firstReceived.deliveryId)] : [];
  const server = orderServerState({
    orders,
    deliveries: deliveries.map((delivery) =>
      delivery.deliveryId === firstReceived?.deliveryId
        ? { ...delivery, commented: true }
        : delivery,
    ),
    payments: pendingTransfersOf(orders, 'final', 62000),
    balance,
    failFirst,
    hang,
  });
  return {
    handlers: [
      countsHandler(server, ['final', 'saleDelivery'], () => ({
        toBeReceipt: server.deliveries().filter((delivery) => delivery.status === 'shipped').length,
      })),
      bankInfoHandler(server),
      detailHandler(server, orderPaths.allDetail),
      ...finalPaymentHandlers(server),
      paymentRecordsHandler(server),
      ...deliveryHandlers(server),
      ...receiptHandlers(server, comments),
      http.get(
        anyOrigin(addressPaths.customerAddresses),
        recording(server.requests, () => okJson(addresses)),
      ),
    ],
    requests: server.requests,
    /** The orders as they stand now. */
    orders: server.orders,
    /** The deliveries as they stand now. */
    deliveries: server.deliveries,
  };
}

/** F2's lists in the states a story may need (each a list of handlers). */
export const orderHandlersF2 = {
  /** Nothing to settle, deliver or receive. */
  empty: emptyLists(orderPaths.finalList, orderPaths.deliveryList, orderPaths.receiptList),
};

/** The orders of F3's pages: every stage, the later ones with received deliveries. */
export function initialOrdersF3(): OrderSummary[] {
  const stages: [OrderStage, number][] = [
    ['toInvoice', 3],
    ['toBeReceipt', 1],
    ['aplliedInvoiced', 2],
    ['invoicing', 1],
    ['completed', 2],
    ['toBeSubmitted', 2],
    ['firstPayment', 2],
    ['stocking', 2],
    ['final', 1],
    ['saleDelivery', 1],
    ['cancelled', 1],
  ];
  return stages.flatMap(([stage, count]) =>
    ordersFixture(stage, count).map((order, i) =>
      // The second order to invoice and the first completed one are evaluated already.
      (stage === 'toInvoice' && i === 1) || (stage === 'completed' && i === 0)
        ? { ...order, commented: true }
        : order,
    ),
  );
}

interface OrderServerF3Options {
  /** The orders; every stage by default (see `initialOrdersF3`). */
  orders?: OrderSummary[];
  /** The received deliveries; one per line of the later orders by default. */
  deliveries?: Delivery[];
  /** The sale contracts; one per submitted order by default, the first one signed. */
  contracts?: SaleContract[];
  /** The payment records. */
  payments?: PaymentRecord[];
  /** The company's 开票信息; null before it is filled in. */
  invoicing?: InvoicingInfo | null;
}

/** A stateful server of F3's order calls; `requests` records every call it answers. */
export function createOrderServerF3({
  orders = initialOrdersF3(),
  deliveries = initialDeliveriesF3(orders),
  contracts = initialContractsOf(orders),
  payments = initialPaymentsF3(orders),
  invoicing = invoicingFixture,
}: OrderServerF3Options = {}) {
  const server = orderServerState({ orders, deliveries, contracts, payments });
  return {
    handlers: [
      countsHandler(server, ['toInvoice', 'aplliedInvoiced', 'invoicing']),
      ...invoiceHandlers(server),
      orderCommentHandler(server),
      ...allOrdersHandlers(server),
      ...contractHandlers(server),
      paymentRecordsHandler(server),
      http.get(
        anyOrigin(addressPaths.invoicing),
        recording(server.requests, () => okJson({ info: invoicing })),
      ),
    ],
    requests: server.requests,
    /** The orders as they stand now. */
    orders: server.orders,
    /** The deliveries as they stand now. */
    deliveries: server.deliveries,
    /** The contracts as they stand now. */
    contracts: server.contracts,
  };
}

/** F3's lists in the states a story may need (each a list of handlers). */
export const orderHandlersF3 = {
  /** No delivery to invoice, no contract, no order, no payment. */
  empty: emptyLists(
    orderPaths.billList,
    orderPaths.contracts,
    orderPaths.allList,
    orderPaths.payRecords,
  ),
};
