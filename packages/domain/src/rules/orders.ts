import type { Modification, OrderStage, OrderSummary } from '../contract/orders.ts';
import { bigOrZero, sum, toBig, tonnes, yuan } from '../money.ts';
import type { Numeric } from '../money.ts';
import { formatCurrency } from './format.ts';

/** Money summed exactly, to the fen: ['1.10', '2.205'] → '3.31'; '0.00' for none. */
export const sumMoney = (values: readonly Numeric[]): string => yuan(sum(values));

/** Tonnes summed exactly, to the kilogram: ['1.5', '2.25'] → '3.750'; '0.000' for none. */
export const sumTonnes = (values: readonly Numeric[]): string => tonnes(sum(values));

/**
 * An order amount for display, zero included (the order pages show '¥0.00' where the price
 * display shows nothing): '1234.5' → '¥1,234.50'; '' for non-numeric values.
 */
export function formatMoney(value: Numeric): string {
  const amount = toBig(value);
  if (amount === null) return '';
  return amount.eq(0) ? '¥0.00' : formatCurrency(amount.toFixed(), { certified: true });
}

/** Tonnes for display with 3 decimals, zero included: '5' → '5.000'; '' for non-numeric values. */
export function formatTonnes(value: Numeric): string {
  const amount = toBig(value);
  return amount === null ? '' : tonnes(amount);
}

/** Whether a decimal string is more than zero (false for empty or non-numeric). */
export const isPositive = (value: Numeric): boolean => toBig(value)?.gt(0) ?? false;

/** A transfer sent for the order awaits the mall's confirmation (付款确认中). */
export const hasPendingPayment = (order: Pick<OrderSummary, 'pendingAmount'>): boolean =>
  isPositive(order.pendingAmount);

/** What the selected orders ask to be paid now: their due amounts summed. */
export const dueTotal = (orders: readonly Pick<OrderSummary, 'dueAmount'>[]): string =>
  sumMoney(orders.map((order) => order.dueAmount));

/** Whether the balance covers the amount due (余额支付 is offered only then). */
export const balanceCovers = (balance: Numeric, due: Numeric): boolean => {
  const have = toBig(balance);
  const need = toBig(due);
  return have !== null && need !== null && have.gte(need);
};

/**
 * The `?ids=1,2` of a payment page as order ids: positive integers, without repeats, in
 * order; null when missing or malformed.
 */
export function parseOrderIds(text: string | null | undefined): number[] | null {
  if (!text || !/^\d+(,\d+)*$/.test(text)) return null;
  const ids = [...new Set(text.split(',').map(Number))];
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : null;
}

/** The actions an order can offer in the order centre (chosen names). */
type OrderAction =
  /** 查看详情: every order. */
  | 'detail'
  /** 提交订单 (administrator). */
  | 'submit'
  /** 取消订单 (administrator): to be submitted, deposit due with no transfer pending, stocking. */
  | 'cancel'
  /** 去支付 the deposit (administrator), when no transfer is pending. */
  | 'payDeposit'
  /** 撤销付款 of a pending transfer (administrator). */
  | 'cancelPayment'
  /** 支付记录. */
  | 'payRecords'
  /** 催货 and the reminder threads while stocking. */
  | 'remind'
  /** 修改订单 (administrator), while stocking with no modification or difference open. */
  | 'modify'
  /** 确认修改 / 撤回修改 of a priced modification (administrator). */
  | 'confirmModification'
  /** 支付差价 / 取消差价 of an unpaid difference amount (administrator). */
  | 'payDiff'
  /** 去补款: the final payment (administrator), when no transfer is pending. */
  | 'payFinal'
  /** 申请发货. */
  | 'applyDelivery'
  /** 确认收货. */
  | 'confirmReceipt'
  /** 申请开票. */
  | 'applyInvoice'
  /** 评价, once received and not evaluated yet. */
  | 'evaluate';

/**
 * Which actions an order offers in its stage (contract/orders.ts's lifecycle); the
 * administrator-only ones (ORDER_ADMIN_CODE) are left out for employees. Whether production
 * has started (no cancel while stocking) is known from the stocking detail only.
 */
export function orderActions(order: OrderSummary, isAdmin: boolean): OrderAction[] {
  const pending = hasPendingPayment(order);
  const all: [OrderAction, boolean, admin?: 'admin'][] = [
    ['detail', true],
    ['submit', order.stage === 'toBeSubmitted', 'admin'],
    [
      'cancel',
      order.stage === 'toBeSubmitted' ||
        (order.stage === 'firstPayment' && !pending) ||
        order.stage === 'stocking',
      'admin',
    ],
    [
      'payDeposit',
      order.stage === 'firstPayment' && !pending && isPositive(order.dueAmount),
      'admin',
    ],
    [
      'cancelPayment',
      (order.stage === 'firstPayment' || order.stage === 'final') && pending,
      'admin',
    ],
    ['payRecords', order.stage === 'firstPayment'],
    ['remind', order.stage === 'stocking'],
    [
      'modify',
      order.stage === 'stocking' && order.pendingModifiedId === null && order.diff === null,
      'admin',
    ],
    [
      'confirmModification',
      order.stage === 'stocking' && order.pendingModifiedId !== null,
      'admin',
    ],
    ['payDiff', order.stage === 'stocking' && order.diff?.status === 'unpaid', 'admin'],
    ['payFinal', order.stage === 'final' && !pending && isPositive(order.dueAmount), 'admin'],
    ['applyDelivery', order.stage === 'saleDelivery'],
    ['confirmReceipt', order.stage === 'toBeReceipt'],
    ['applyInvoice', order.stage === 'toInvoice'],
    [
      'evaluate',
      !order.commented &&
        ['toInvoice', 'aplliedInvoiced', 'invoicing', 'completed'].includes(order.stage),
    ],
  ];
  return all
    .filter(([, offered, admin]) => offered && (isAdmin || admin === undefined))
    .map(([action]) => action);
}

/** What a priced modification changes, as its confirm dialog says it before it applies. */
export interface ModificationConsequence {
  /** New order amount less the old, signed, e.g. '+¥4,690.00' or '-¥2,345.00'. */
  difference: string;
  /** What happens to the deposit (the contract's choice: a difference to pay, or carried). */
  deposit: string;
}

/**
 * The total difference of a modification and its deposit consequence, as the contract chose
 * it: a stocking order pays a higher deposit as a difference amount (差价款), an order whose
 * deposit is still due pays the new deposit; a deposit paid over is carried to the final
 * payment (转入尾款结算), never left overpaid in silence.
 */
export function modificationConsequence(
  modification: Pick<Modification, 'oldAmount' | 'newAmount' | 'depositDiff'>,
  stage: OrderStage,
): ModificationConsequence {
  const change = bigOrZero(modification.newAmount).minus(bigOrZero(modification.oldAmount));
  const sign = change.gt(0) ? '+' : change.lt(0) ? '-' : '';
  const depositDiff = bigOrZero(modification.depositDiff);
  const amount = formatMoney(depositDiff.abs().toFixed());
  const paying = stage !== 'firstPayment';
  const deposit = depositDiff.gt(0)
    ? paying
      ? `确认后需支付定金差价 ${amount}`
      : `定金增加 ${amount}，随定金一并支付`
    : depositDiff.lt(0)
      ? paying
        ? `多付定金 ${amount} 转入尾款结算，不单独退回`
        : `定金减少 ${amount}`
      : '定金不变';
  return { difference: `${sign}${formatMoney(change.abs().toFixed())}`, deposit };
}
