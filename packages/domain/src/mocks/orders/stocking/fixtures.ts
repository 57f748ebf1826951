import type {
  ContractReminder,
  DiffAmount,
  Modification,
  OrderDetail,
  OrderSummary,
  PlannedDelivery,
  StockingDetail,
} from '../../../contract/orders.ts';
import { Big, lineAmount, sum, yuan } from '../../../money.ts';
import { depositOf, orderDetailFixture, orderLineFixture } from '../lists/fixtures.ts';

/**
 * Stocking fixtures: the production steps, the reminder threads (催货) and the planned
 * delivery, and a modification with the difference amount it leaves.
 */

/** The stocking steps of an order, reached up to `reached` (0 for none). */
export const stockingStepsFixture = (reached: number): StockingDetail['steps'] =>
  ['订单确认', '排产中', '生产中', '质检', '称重入库'].map((label, i) => ({
    label,
    doneAt: i < reached ? `2026-03-${String(18 + i).padStart(2, '0')} 10:00:00` : null,
  }));

/** selectStokingPcByOrderId of an order being stocked: scheduled, not producing yet. */
export function stockingDetailFixture(
  order: Partial<OrderDetail> = {},
  overrides: Partial<Omit<StockingDetail, 'order'>> = {},
): StockingDetail {
  return {
    order: orderDetailFixture({ stage: 'stocking', ...order }),
    steps: stockingStepsFixture(2),
    producing: false,
    modification: null,
    unreadReplies: 0,
    ...overrides,
  };
}

/** contract/followUp: a reminder with the mill's reply, and an older one without. */
export const contractRemindersFixture: ContractReminder[] = [
  {
    id: 7002,
    content: '请尽快安排生产，工地月底要用',
    at: '2026-03-19 09:00:00',
    replies: [
      { content: '已加急排产，预计 3 月 25 日完成', at: '2026-03-19 11:30:00', read: false },
    ],
  },
  { id: 7001, content: '请确认交期', at: '2026-03-18 16:00:00', replies: [] },
];

/** contract/delivery. */
export const plannedDeliveryFixture: PlannedDelivery = {
  plannedAt: '2026-03-26',
  inventory: '佛山',
  note: '预计称重后 2 个工作日内可提货',
};

/** A modification of an order's first line from its tonnage to `newWeight`, priced. */
export function modificationFixture(
  order: OrderSummary,
  newWeight = '8.000',
  overrides: Partial<Modification> = {},
): Modification {
  const [first, ...rest] = order.lines;
  const line = first ?? orderLineFixture();
  const newAmount = lineAmount(newWeight, line.unitPrice);
  const total = yuan(sum([newAmount, ...rest.map((other) => other.amount)]));
  return {
    modifiedId: 80001,
    orderId: order.orderId,
    status: 'pending',
    lines: [
      {
        detailId: line.detailId,
        productName: line.productName,
        spec: line.spec,
        oldWeight: line.weight,
        newWeight,
        unitPrice: line.unitPrice,
        oldAmount: line.amount,
        newAmount,
      },
    ],
    oldAmount: order.totalAmount,
    newAmount: total,
    depositDiff: yuan(new Big(depositOf(total)).minus(order.depositAmount)),
    remark: '',
    createdAt: '2026-03-20 15:00:00',
    ...overrides,
  };
}

/** An unpaid difference amount of an order. */
export function diffAmountFixture(overrides: Partial<DiffAmount> = {}): DiffAmount {
  return {
    diffId: 90001,
    orderId: 23002,
    modifiedId: 80001,
    amount: '14070.00',
    status: 'unpaid',
    createdAt: '2026-03-20 15:05:00',
    ...overrides,
  };
}
