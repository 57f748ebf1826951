import type { HttpResponseResolver } from 'msw';
import type {
  Delivery,
  Modification,
  OrderSummary,
  PaymentRecord,
  SaleContract,
} from '../../contract/orders.ts';
import { Big } from '../../money.ts';
import { recording, refuse } from '../http.ts';
import type { RecordedRequest, RecordedResolver } from '../http.ts';
import { bankInfoFixture } from './payments/fixtures.ts';

/** Money-moving calls a story can make fail or hang. */
export type GuardedCall = 'finalPay' | 'createDelivery';

interface OrderServerStateOptions {
  orders: readonly OrderSummary[];
  deliveries?: readonly Delivery[];
  contracts?: readonly SaleContract[];
  payments?: readonly PaymentRecord[];
  /** The company's balance; ¥50,000.00 by default. */
  balance?: string;
  /** The first this many calls of each are refused with body 500 (recorded, nothing changes). */
  failFirst?: Partial<Record<GuardedCall, number>>;
  /** These calls never answer (recorded): an action in flight. */
  hang?: readonly GuardedCall[];
}

/**
 * The state an order server keeps, which every subject's handlers read and change: the calls
 * it saw, its orders, deliveries and contracts (replaced on each change), its payment records,
 * the company's balance and the ids it hands out.
 */
export function orderServerState({
  orders: initialOrders,
  deliveries: initialDeliveries = [],
  contracts: initialContracts = [],
  payments: initialPayments = [],
  balance: initialBalance = bankInfoFixture.balance,
  failFirst = {},
  hang = [],
}: OrderServerStateOptions) {
  const requests: RecordedRequest[] = [];
  let orders = [...initialOrders];
  let deliveries = [...initialDeliveries];
  let contracts = [...initialContracts];
  let balance = new Big(initialBalance);
  let lastId = 0;
  const failures = { ...failFirst };
  const record = (resolver: RecordedResolver): HttpResponseResolver =>
    recording(requests, resolver);
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
    /** The deliveries as they stand now. */
    deliveries: () => deliveries,
    /** The delivery of this id, if any. */
    findDelivery: (id: number) => deliveries.find((delivery) => delivery.deliveryId === id),
    /** Replaces each delivery by what `change` makes of it. */
    updateDeliveries: (change: (delivery: Delivery) => Delivery) => {
      deliveries = deliveries.map(change);
    },
    addDelivery: (delivery: Delivery) => {
      deliveries = [...deliveries, delivery];
    },
    /** The contracts as they stand now. */
    contracts: () => contracts,
    /** Replaces each contract by what `change` makes of it. */
    updateContracts: (change: (contract: SaleContract) => SaleContract) => {
      contracts = contracts.map(change);
    },
    /** The modifications priced so far, by id, with the order as it was before. */
    modifications: new Map<number, { modification: Modification; before: OrderSummary }>(),
    /** The payment records; handlers add to them and change their status. */
    payments: [...initialPayments],
    balance: () => balance,
    setBalance: (value: Big) => {
      balance = value;
    },
    /** 1, 2, 3…: the suffix of the next record made (payment, delivery, reminder, modification). */
    nextId: () => ++lastId,
    /** `recording` into `requests`. */
    record,
    /** `record` for a money-moving call, failing or hanging when the story asks. */
    guarded: (name: GuardedCall, resolver: RecordedResolver): HttpResponseResolver =>
      record((call, params) => {
        if (hang.includes(name)) return new Promise<Response>(() => undefined);
        const left = failures[name] ?? 0;
        if (left > 0) {
          failures[name] = left - 1;
          return refuse(500, '服务器端出错');
        }
        return resolver(call, params);
      }),
  };
}

/** An order server's state, as `orderServerState` makes it. */
export type OrderServer = ReturnType<typeof orderServerState>;
