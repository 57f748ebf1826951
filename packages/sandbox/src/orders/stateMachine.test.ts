import { describe, expect, it } from 'vitest';
import type { OrderStage } from '@mall/domain/contract/orders';
import { ORDER_STAGES } from '@mall/domain/contract/orders';
import type { OrderAction } from './stateMachine.ts';
import { ORDER_ACTIONS, stageAfterPayment, transition } from './stateMachine.ts';

/** Every action: the stages it is allowed in and the stage it leads to from each. */
const TABLE: Readonly<Record<OrderAction, Partial<Record<OrderStage, OrderStage>>>> = {
  submit: { toBeSubmitted: 'firstPayment' },
  cancelUnsubmitted: { toBeSubmitted: 'cancelled' },
  cancelFirst: { firstPayment: 'cancelled' },
  cancelStocking: { stocking: 'cancelled' },
  payDeposit: { firstPayment: 'stocking' },
  cancelDepositPayment: { firstPayment: 'firstPayment' },
  remind: { stocking: 'stocking' },
  modify: { firstPayment: 'firstPayment', stocking: 'stocking' },
  payDiff: { stocking: 'stocking', final: 'final' },
  cancelDiff: { stocking: 'stocking', final: 'final' },
  startProduction: { stocking: 'stocking' },
  weigh: { stocking: 'final' },
  payFinal: { final: 'saleDelivery' },
  cancelFinalPayment: { final: 'final' },
  applyDelivery: { saleDelivery: 'toBeReceipt' },
  ship: { saleDelivery: 'saleDelivery', toBeReceipt: 'toBeReceipt' },
  confirmReceipt: { saleDelivery: 'toInvoice', toBeReceipt: 'toInvoice' },
  applyInvoice: { toInvoice: 'aplliedInvoiced' },
  cancelInvoice: { toInvoice: 'toInvoice', aplliedInvoiced: 'toInvoice' },
  startInvoicing: { toInvoice: 'invoicing', aplliedInvoiced: 'invoicing' },
  issueInvoice: { toInvoice: 'completed', aplliedInvoiced: 'completed', invoicing: 'completed' },
  commentOrder: {
    toInvoice: 'toInvoice',
    aplliedInvoiced: 'aplliedInvoiced',
    invoicing: 'invoicing',
    completed: 'completed',
  },
  commentDelivery: {
    saleDelivery: 'saleDelivery',
    toBeReceipt: 'toBeReceipt',
    toInvoice: 'toInvoice',
    aplliedInvoiced: 'aplliedInvoiced',
    invoicing: 'invoicing',
    completed: 'completed',
  },
  uploadContract: {
    firstPayment: 'firstPayment',
    stocking: 'stocking',
    final: 'final',
    saleDelivery: 'saleDelivery',
    toBeReceipt: 'toBeReceipt',
    toInvoice: 'toInvoice',
    aplliedInvoiced: 'aplliedInvoiced',
    invoicing: 'invoicing',
    completed: 'completed',
  },
};

const LABELS: Readonly<Record<OrderStage, string>> = {
  toBeSubmitted: '待提交',
  firstPayment: '待付款',
  stocking: '备货中',
  final: '待付尾款',
  saleDelivery: '待发货',
  toBeReceipt: '待收货',
  toInvoice: '待开票',
  aplliedInvoiced: '已申请开票',
  invoicing: '开票中',
  completed: '已完成',
  cancelled: '已取消',
};

describe('the order state machine', () => {
  it('has a row for every action', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(ORDER_ACTIONS).sort());
  });

  const cases = (Object.keys(TABLE) as OrderAction[]).flatMap((action) =>
    ORDER_STAGES.map((stage) => [action, stage] as const),
  );
  it.each(cases)('%s from %s', (action, stage) => {
    const to = TABLE[action][stage];
    expect(transition(action, stage)).toEqual(
      to
        ? { ok: true, to }
        : {
            ok: false,
            message: `订单当前状态为「${LABELS[stage]}」，不能${ORDER_ACTIONS[action].text}`,
          },
    );
  });

  it('names the action in a refusal', () => {
    expect(transition('payDeposit', 'cancelled')).toEqual({
      ok: false,
      message: '订单当前状态为「已取消」，不能支付定金',
    });
  });
});

describe('the stage after the final payment', () => {
  const received = (invoice: 'none' | 'applied' | 'invoicing' | 'issued') => ({
    received: true,
    invoice,
  });
  it.each<[string, Parameters<typeof stageAfterPayment>[0], OrderStage]>([
    ['nothing applied for', { remainingTonnes: '10.000', deliveries: [] }, 'saleDelivery'],
    [
      'tonnes left',
      { remainingTonnes: '0.001', deliveries: [{ received: false, invoice: 'none' }] },
      'saleDelivery',
    ],
    [
      'a delivery on its way',
      {
        remainingTonnes: '0.000',
        deliveries: [received('none'), { received: false, invoice: 'none' }],
      },
      'toBeReceipt',
    ],
    ['all received', { remainingTonnes: '0.000', deliveries: [received('none')] }, 'toInvoice'],
    [
      'one invoice applied',
      { remainingTonnes: '0', deliveries: [received('applied'), received('none')] },
      'toInvoice',
    ],
    [
      'all applied',
      { remainingTonnes: '0', deliveries: [received('applied'), received('invoicing')] },
      'aplliedInvoiced',
    ],
    [
      'being issued',
      { remainingTonnes: '0', deliveries: [received('invoicing'), received('issued')] },
      'invoicing',
    ],
    ['all issued', { remainingTonnes: '0', deliveries: [received('issued')] }, 'completed'],
  ])('%s', (_, progress, stage) => {
    expect(stageAfterPayment(progress)).toBe(stage);
  });
});
