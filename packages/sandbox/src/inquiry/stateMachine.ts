/**
 * The inquiry lifecycle of contract/inquiry.ts as a table: for each action, the statuses it may
 * be taken in, the status it leads to, and how the refusal names it.
 */
import type { InquiryStatus } from '@mall/domain/contract/inquiry';
import { INQUIRY_STATUS_LABELS } from '@mall/domain/contract/inquiry';

type Rule = {
  /** The statuses the action is allowed in. */
  from: readonly InquiryStatus[];
  /** The status it leads to; null when the inquiry stays. */
  to: InquiryStatus | null;
  /** The action, as the refusal names it: '不能<text>'. */
  text: string;
};

export const INQUIRY_ACTIONS = {
  modify: { from: ['toBeAccepted'], to: null, text: '修改询价单' },
  unpack: { from: ['toBeAccepted'], to: null, text: '拆分询价明细' },
  cancel: { from: ['toBeAccepted', 'quoting', 'quoted'], to: 'cancelled', text: '取消询价单' },
  accept: { from: ['toBeAccepted'], to: 'quoting', text: '受理询价单' },
  quote: { from: ['quoting', 'quoted'], to: 'quoted', text: '报价' },
  expire: { from: ['quoted'], to: 'expired', text: '使报价失效' },
  deleteQuote: { from: ['quoted', 'ordered'], to: null, text: '删除报价' },
  makeOrder: { from: ['quoted', 'ordered'], to: 'ordered', text: '报价下单' },
} as const satisfies Record<string, Rule>;

export type InquiryAction = keyof typeof INQUIRY_ACTIONS;

/** Whether the action may be taken in the status. */
export const allows = (action: InquiryAction, status: InquiryStatus): boolean =>
  (INQUIRY_ACTIONS[action].from as readonly InquiryStatus[]).includes(status);

/** Why the action is refused, e.g. '询价单当前状态为「已取消」，不能报价'. */
export const refusal = (action: InquiryAction, status: InquiryStatus): string =>
  `询价单当前状态为「${INQUIRY_STATUS_LABELS[status]}」，不能${INQUIRY_ACTIONS[action].text}`;

export type Transition = { ok: true; to: InquiryStatus } | { ok: false; message: string };

/** The status the action leads to from `status` (the same when it leads nowhere), or why not. */
export const transition = (action: InquiryAction, status: InquiryStatus): Transition =>
  allows(action, status)
    ? { ok: true, to: INQUIRY_ACTIONS[action].to ?? status }
    : { ok: false, message: refusal(action, status) };
