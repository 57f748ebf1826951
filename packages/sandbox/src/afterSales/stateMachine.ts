/**
 * The after-sale lifecycle of contract/afterSales.ts as a table: for each move, the statuses it
 * may be made in, where it leads, and how a refusal names it. Where the next status depends on
 * the application (approval, an accepted plan), `to` is a function of it.
 */
import type {
  AfterSaleKind,
  AfterSaleStatus,
  HandlingPlan,
} from '@mall/domain/contract/afterSales';
import { AFTER_SALE_STATUS_LABELS, BUYER_MOVES as FROM } from '@mall/domain/contract/afterSales';

/** What a move's destination may depend on. */
export type Application = { kind: AfterSaleKind; plan: HandlingPlan | null };

type Rule = {
  from: readonly AfterSaleStatus[];
  to: AfterSaleStatus | ((application: Application) => AfterSaleStatus);
  /** The move, as the refusal names it: '不能<text>'. */
  text: string;
};

/** Kinds whose goods come back before the mall refunds or exchanges. */
const RETURNED: readonly AfterSaleKind[] = ['returnsRefunds', 'exchange'];

export const AFTER_SALE_MOVES = {
  // The buyer's.
  cancel: { from: FROM.cancel, to: 'cancelled', text: '取消申请' },
  agreeEdit: { from: FROM.agreeEdit, to: 'editing', text: '同意修改' },
  update: { from: FROM.update, to: 'pending', text: '修改申请' },
  confirmLogistics: { from: FROM.confirmLogistics, to: 'returning', text: '确认寄回' },
  agreePlan: {
    from: FROM.agreePlan,
    to: ({ plan }) => (plan?.needReturn ? 'toReturn' : 'processing'),
    text: '同意处理方案',
  },
  replenish: { from: FROM.replenish, to: 'processing', text: '支付补款' },
  confirmResult: { from: FROM.confirmResult, to: 'completed', text: '确认结果' },
  // The mall's (the back office).
  approve: {
    from: ['pending'],
    to: ({ kind }) => (RETURNED.includes(kind) ? 'toReturn' : 'processing'),
    text: '审核通过',
  },
  reject: { from: ['pending'], to: 'rejected', text: '驳回' },
  askEdit: { from: ['pending', 'rejected'], to: 'editRequested', text: '要求修改' },
  proposePlan: { from: ['pending'], to: 'planProposed', text: '提出处理方案' },
  receive: { from: ['returning'], to: 'processing', text: '确认收到退货' },
  refund: { from: ['processing'], to: 'toConfirm', text: '退款' },
  ship: { from: ['processing'], to: 'toConfirm', text: '发出换货' },
  askPayment: { from: ['processing'], to: 'toReplenish', text: '要求补款' },
} as const satisfies Record<string, Rule>;

export type AfterSaleMove = keyof typeof AFTER_SALE_MOVES;

/** Whether the move may be made in the status. */
export const allows = (move: AfterSaleMove, status: AfterSaleStatus): boolean =>
  (AFTER_SALE_MOVES[move].from as readonly AfterSaleStatus[]).includes(status);

/** Why the move is refused, e.g. '售后申请当前状态为「已完成」，不能取消申请'. */
export const refusal = (move: AfterSaleMove, status: AfterSaleStatus): string =>
  `售后申请当前状态为「${AFTER_SALE_STATUS_LABELS[status]}」，不能${AFTER_SALE_MOVES[move].text}`;

export type Transition = { ok: true; to: AfterSaleStatus } | { ok: false; message: string };

/** Where the move leads the application from `status`, or why not. */
export const transition = (
  move: AfterSaleMove,
  status: AfterSaleStatus,
  application: Application,
): Transition => {
  if (!allows(move, status)) return { ok: false, message: refusal(move, status) };
  const rule: Rule = AFTER_SALE_MOVES[move];
  return { ok: true, to: typeof rule.to === 'function' ? rule.to(application) : rule.to };
};
