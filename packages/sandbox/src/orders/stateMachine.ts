/**
 * The order lifecycle of contract/orders.ts as a table: for each action, the stages it may be
 * taken in, the stage it leads to when it completes the order's stage, and how the refusal
 * names it. The stages after the final payment follow from the deliveries and invoices
 * (`stageAfterPayment`).
 */
import type { InvoiceStatus, OrderStage } from '@mall/domain/contract/orders';
import { ORDER_STAGE_LABELS } from '@mall/domain/contract/orders';
import { Big } from '@mall/domain/money';

type Rule = {
  /** The stages the action is allowed in. */
  from: readonly OrderStage[];
  /** The stage it leads to; null when the order stays (or its stage is derived). */
  to: OrderStage | null;
  /** The action, as the refusal names it: '不能<text>'. */
  text: string;
};

/** Stages from the final payment's end to the last invoice. */
const DELIVERING = ['saleDelivery', 'toBeReceipt'] as const;
const RECEIVED = ['toInvoice', 'aplliedInvoiced', 'invoicing', 'completed'] as const;
const SUBMITTED = [
  'firstPayment',
  'stocking',
  'final',
  ...DELIVERING,
  ...RECEIVED,
] as const satisfies readonly OrderStage[];

export const ORDER_ACTIONS = {
  submit: { from: ['toBeSubmitted'], to: 'firstPayment', text: '提交订单' },
  cancelUnsubmitted: { from: ['toBeSubmitted'], to: 'cancelled', text: '取消订单' },
  cancelFirst: { from: ['firstPayment'], to: 'cancelled', text: '取消订单' },
  cancelStocking: { from: ['stocking'], to: 'cancelled', text: '取消订单' },
  payDeposit: { from: ['firstPayment'], to: 'stocking', text: '支付定金' },
  cancelDepositPayment: { from: ['firstPayment'], to: null, text: '撤回定金付款' },
  remind: { from: ['stocking'], to: null, text: '催货' },
  modify: { from: ['firstPayment', 'stocking'], to: null, text: '修改订单' },
  payDiff: { from: ['stocking', 'final'], to: null, text: '支付差价款' },
  cancelDiff: { from: ['stocking', 'final'], to: null, text: '取消差价款' },
  startProduction: { from: ['stocking'], to: null, text: '开始生产' },
  weigh: { from: ['stocking'], to: 'final', text: '过磅结算' },
  payFinal: { from: ['final'], to: 'saleDelivery', text: '支付尾款' },
  cancelFinalPayment: { from: ['final'], to: null, text: '撤回尾款付款' },
  applyDelivery: { from: ['saleDelivery'], to: 'toBeReceipt', text: '申请发货' },
  ship: { from: DELIVERING, to: null, text: '发货' },
  confirmReceipt: { from: DELIVERING, to: 'toInvoice', text: '确认收货' },
  applyInvoice: { from: ['toInvoice'], to: 'aplliedInvoiced', text: '申请开票' },
  cancelInvoice: { from: ['toInvoice', 'aplliedInvoiced'], to: 'toInvoice', text: '撤回开票申请' },
  startInvoicing: { from: ['toInvoice', 'aplliedInvoiced'], to: 'invoicing', text: '开始开票' },
  issueInvoice: {
    from: ['toInvoice', 'aplliedInvoiced', 'invoicing'],
    to: 'completed',
    text: '开具发票',
  },
  commentOrder: { from: RECEIVED, to: null, text: '评价订单' },
  commentDelivery: { from: [...DELIVERING, ...RECEIVED], to: null, text: '评价发货单' },
  uploadContract: { from: SUBMITTED, to: null, text: '上传合同' },
} as const satisfies Record<string, Rule>;

export type OrderAction = keyof typeof ORDER_ACTIONS;

/** Whether the action may be taken in the stage. */
export const allows = (action: OrderAction, stage: OrderStage): boolean =>
  (ORDER_ACTIONS[action].from as readonly OrderStage[]).includes(stage);

/** Why the action is refused in the stage, e.g. '订单当前状态为「已取消」，不能支付定金'. */
export const refusal = (action: OrderAction, stage: OrderStage): string =>
  `订单当前状态为「${ORDER_STAGE_LABELS[stage]}」，不能${ORDER_ACTIONS[action].text}`;

/** The outcome of an action in a stage: the stage it leads to, or the refusal. */
export type Transition = { ok: true; to: OrderStage } | { ok: false; message: string };

/** The stage the action leads to from `stage` (the same stage when it leads nowhere), or why not. */
export const transition = (action: OrderAction, stage: OrderStage): Transition =>
  allows(action, stage)
    ? { ok: true, to: ORDER_ACTIONS[action].to ?? stage }
    : { ok: false, message: refusal(action, stage) };

/** Where an order's deliveries stand, once its final payment is complete. */
export type DeliveryProgress = {
  /** Paid tonnes not yet applied for, over all lines. */
  remainingTonnes: string;
  /** Every delivery's status and invoice status. */
  deliveries: readonly { received: boolean; invoice: InvoiceStatus }[];
};

/**
 * The stage of a fully paid order: tonnes left to apply for → saleDelivery; a delivery not yet
 * received → toBeReceipt; then by the invoices: one not applied for → toInvoice, one only
 * applied → aplliedInvoiced, one being issued → invoicing, all issued → completed.
 */
export const stageAfterPayment = ({
  remainingTonnes,
  deliveries,
}: DeliveryProgress): OrderStage => {
  if (new Big(remainingTonnes).gt(0) || deliveries.length === 0) return 'saleDelivery';
  if (deliveries.some(({ received }) => !received)) return 'toBeReceipt';
  const invoices = deliveries.map(({ invoice }) => invoice);
  if (invoices.includes('none')) return 'toInvoice';
  if (invoices.includes('applied')) return 'aplliedInvoiced';
  if (invoices.includes('invoicing')) return 'invoicing';
  return 'completed';
};
