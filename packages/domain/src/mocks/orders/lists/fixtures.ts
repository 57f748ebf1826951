import type { OrderCounts, Page } from '../../../contract/index.ts';
import { DEPOSIT_RATE } from '../../../contract/orders.ts';
import type {
  CancelReason,
  OrderDetail,
  OrderLine,
  OrderStage,
  OrderSummary,
  OrderTerms,
} from '../../../contract/orders.ts';
import { Big, lineAmount, sum, tonnes, yuan } from '../../../money.ts';
import { formatSpecification } from '../../../contract/specification.ts';

/**
 * Order fixtures: deterministic builders of realistic orders (aluminium plates, coils, ingots),
 * amounts consistent with weight × price and a 20 % deposit, shared by every order story and
 * test. Each builder takes overrides; totals follow the lines unless given. Then the stage
 * counts and the cancel reasons.
 */

/** The 20 % deposit of an order total, to the fen. */
export const depositOf = (total: string): string => yuan(new Big(total).times(DEPOSIT_RATE));

/**
 * The goods the fixtures sell, each specification written by the one formatter (as the sandbox
 * writes an order line's), with their mill price per tonne.
 */
const PRODUCTS = [
  {
    productName: '6061-T6 铝板',
    spec: formatSpecification({
      category: '铝板',
      thickness: '2.0',
      width: '1250',
      length: '2500',
    }),
    surface: '原色',
    tectorial: '覆膜',
    inventory: '佛山',
    unitPrice: '23450.00',
  },
  {
    productName: '5052-H32 铝卷',
    spec: formatSpecification({ category: '铝卷', thickness: '1.5', width: '1220' }),
    surface: '原色',
    tectorial: '无膜',
    inventory: '无锡',
    unitPrice: '22180.00',
  },
  {
    productName: 'A00 铝锭',
    spec: formatSpecification({ category: '铝锭' }),
    surface: '',
    tectorial: '',
    inventory: '巩义',
    unitPrice: '19320.00',
  },
  {
    productName: '3003-H24 铝板',
    spec: formatSpecification({
      category: '铝板',
      thickness: '1.0',
      width: '1220',
      length: '2440',
    }),
    surface: '拉丝',
    tectorial: '覆膜',
    inventory: '上海',
    unitPrice: '21560.00',
  },
  {
    productName: '1060-O 铝带',
    // A strip, sold coiled: written as a coil.
    spec: formatSpecification({ category: '铝卷', thickness: '0.5', width: '100' }),
    surface: '原色',
    tectorial: '无膜',
    inventory: '佛山',
    unitPrice: '20980.00',
  },
  {
    productName: '7075-T651 铝棒',
    spec: formatSpecification({ category: '铝棒', thickness: '50', length: '3000' }),
    surface: '原色',
    tectorial: '无膜',
    inventory: '上海',
    unitPrice: '38600.00',
  },
] as const;

/** Tonnages the fixtures cycle through. */
const WEIGHTS = ['5.000', '3.250', '12.500', '8.126', '2.000', '25.000', '1.580'] as const;

/** A line of an order: 5 t of 6061-T6 铝板 by default; `amount` is weight × unitPrice unless given. */
export function orderLineFixture(overrides: Partial<OrderLine> = {}): OrderLine {
  const base: OrderLine = {
    detailId: 1001,
    batchId: 50001,
    batchNo: 'PC2603180001',
    ...PRODUCTS[0],
    weight: '5.000',
    weighedWeight: null,
    deliveredWeight: '0.000',
    unitPrice: PRODUCTS[0].unitPrice,
    amount: '0.00',
    weighedAmount: null,
    finalPaid: false,
    ...overrides,
  };
  return {
    ...base,
    amount: overrides.amount ?? lineAmount(base.weight, base.unitPrice),
    weighedAmount:
      overrides.weighedAmount ??
      (base.weighedWeight === null ? null : lineAmount(base.weighedWeight, base.unitPrice)),
  };
}

/** The n-th line of the fixtures (0-based): product and tonnage cycle deterministically. */
const nthLine = (n: number, overrides: Partial<OrderLine> = {}): OrderLine => {
  const product = PRODUCTS[n % PRODUCTS.length] ?? PRODUCTS[0];
  return orderLineFixture({
    detailId: 1001 + n,
    batchId: 50001 + n,
    batchNo: `PC26031800${String(n + 1).padStart(2, '0')}`,
    ...product,
    weight: WEIGHTS[n % WEIGHTS.length] ?? '5.000',
    ...overrides,
  });
};

/** What the stage asks of the money by default: paid so far and due now. */
function stageMoney(stage: OrderStage, total: string, deposit: string) {
  const money = (paidAmount: string, dueAmount: string) => ({ paidAmount, dueAmount });
  switch (stage) {
    case 'toBeSubmitted':
    case 'cancelled':
      return money('0.00', '0.00');
    case 'firstPayment':
      return money('0.00', deposit);
    case 'stocking':
      return money(deposit, '0.00');
    case 'final':
      return money(deposit, yuan(new Big(total).minus(deposit)));
    default:
      return money(total, '0.00');
  }
}

/** A make-order confirmation picked up at the warehouse, with a 采购单号 (PO-2026-0042). */
export const pickupTerms: OrderTerms = {
  deliveryWay: 'pickup',
  addressId: null,
  remark: '',
  poNo: 'PO-2026-0042',
};

/**
 * An order as the stage lists show it: order 20001 of two lines (6061-T6 铝板, 5052-H32 铝卷),
 * to be submitted, by default. Totals, deposit (20 %), paid and due amounts follow the lines
 * and the stage unless given.
 */
export function orderSummaryFixture(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const stage = overrides.stage ?? 'toBeSubmitted';
  const lines = overrides.lines ?? [nthLine(0), nthLine(1)];
  const totalAmount = overrides.totalAmount ?? yuan(sum(lines.map((line) => line.amount)));
  const depositAmount = overrides.depositAmount ?? depositOf(totalAmount);
  const weighed = lines.every((line) => line.weighedAmount !== null)
    ? yuan(sum(lines.map((line) => line.weighedAmount)))
    : null;
  return {
    orderId: 20001,
    orderNo: 'DD202603180001',
    stage,
    createdAt: '2026-03-18 09:30:00',
    buyerName: '陈志强',
    lines,
    totalWeight: tonnes(sum(lines.map((line) => line.weight))),
    goodsAmount: totalAmount,
    transferFee: '0.00',
    totalAmount,
    depositAmount,
    ...stageMoney(stage, totalAmount, depositAmount),
    weighedAmount: weighed,
    pendingAmount: '0.00',
    contractNo: stage === 'toBeSubmitted' ? null : 'HT202603180001',
    commented: false,
    poNo: '',
    deliveryWay: null,
    deliveryAddress: null,
    remark: '',
    pendingModifiedId: null,
    diff: null,
    weighingDiff: null,
    settlementRefund: null,
    cancelReason: stage === 'cancelled' ? '计划有变，暂不采购' : null,
    afterSales: [],
    ...overrides,
  };
}

/** Events of an order's history for its stage, oldest first. */
const eventsOf = (order: OrderSummary): OrderDetail['events'] => [
  { at: order.createdAt, text: '订单已创建' },
  ...(order.stage === 'toBeSubmitted'
    ? []
    : [{ at: order.createdAt, text: '订单已提交，合同已生成' }]),
  ...(['stocking', 'final', 'saleDelivery', 'toBeReceipt', 'toInvoice'].includes(order.stage)
    ? [{ at: order.createdAt, text: '定金已支付，开始备货' }]
    : []),
];

/** The detail of an order: its summary, its history and the company's delivery contact. */
export function orderDetailFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const summary = orderSummaryFixture(overrides);
  return {
    ...summary,
    events: eventsOf(summary),
    contactName: '陈志强',
    contactPhone: '13826081234',
    address: '广东省佛山市南海区狮山镇科技工业园 A 区 8 号',
    ...overrides,
  };
}

/** First ids of each stage's orders, so that orders of different stages never share an id. */
const STAGE_BASE: Readonly<Record<OrderStage, number>> = {
  toBeSubmitted: 21000,
  firstPayment: 22000,
  stocking: 23000,
  final: 24000,
  saleDelivery: 25000,
  toBeReceipt: 26000,
  toInvoice: 27000,
  aplliedInvoiced: 28000,
  invoicing: 29000,
  completed: 30000,
  cancelled: 31000,
};

const BUYERS = ['陈志强', '林晓燕'] as const;

/**
 * `count` orders of a stage, newest first: one to three lines each, products and tonnages
 * cycling, one order a day back from 2026-03-18 (deterministic).
 */
export function ordersFixture(stage: OrderStage, count: number): OrderSummary[] {
  const base = STAGE_BASE[stage];
  return Array.from({ length: count }, (_, i) => {
    const orderId = base + i + 1;
    const lineCount = (i % 3) + 1;
    const lines = Array.from({ length: lineCount }, (_, j) =>
      nthLine(i * 3 + j, { detailId: orderId * 10 + j + 1 }),
    );
    const day = new Date(Date.UTC(2026, 2, 18 - (i % 60)));
    const date = day.toISOString().slice(0, 10);
    return orderSummaryFixture({
      orderId,
      orderNo: `DD${date.replaceAll('-', '')}${String(orderId).padStart(6, '0')}`,
      stage,
      createdAt: `${date} ${String(8 + (i % 10)).padStart(2, '0')}:15:00`,
      buyerName: BUYERS[i % BUYERS.length],
      lines,
      contractNo: stage === 'toBeSubmitted' ? null : `HT${String(orderId).padStart(12, '0')}`,
    });
  });
}

/** A page of `rows`; `total` defaults to their number. */
export const orderPageOf = <T>(rows: readonly T[], total = rows.length): Page<T> => ({
  rows: [...rows],
  total,
});

/** Open total 14 (all but applied-invoiced and invoicing). */
export const orderCounts: OrderCounts = {
  toBeSubmitted: 2,
  firstPayment: 1,
  stocking: 3,
  final: 1,
  saleDelivery: 2,
  toBeReceipt: 1,
  toInvoice: 4,
  aplliedInvoiced: 2,
  invoicing: 1,
};

/** getAllCancelReason. */
export const cancelReasons: CancelReason[] = [
  { id: 1, reason: '计划有变，暂不采购' },
  { id: 2, reason: '价格或交期不合适' },
  { id: 3, reason: '规格或数量下错了' },
  { id: 4, reason: '其他原因' },
];
