import { describe, expect, it } from 'vitest';
import { AFTER_SALE_STATUSES } from '../contract/afterSales.ts';
import { AUCTION_STATUS, MY_LOT_STATES } from '../contract/auctions.ts';
import { INQUIRY_STATUSES, LINE_STATES } from '../contract/inquiry.ts';
import {
  CONTRACT_STATUSES,
  DELIVERY_STATUSES,
  DIFF_STATUSES,
  INVOICE_STATUSES,
  MODIFICATION_STATUSES,
  ORDER_STAGES,
  PAYMENT_STATUSES,
  SETTLEMENT_REFUND_STATUSES,
  WEIGHING_DIFF_STATUSES,
} from '../contract/orders.ts';
import { ADMIN_CHANGE_STATUSES, STAFF_STATUSES } from '../contract/staff.ts';
import { CAPITAL_STATUSES } from '../contract/userCentre.ts';
import { STATUS_TONE_MAP, statusOf, statusTone } from './status.ts';

/** Every status enum of the contract, by the subject of the map that must cover it. */
const ENUMS: Readonly<Record<keyof typeof STATUS_TONE_MAP, readonly (string | number)[]>> = {
  order: ORDER_STAGES,
  afterSale: AFTER_SALE_STATUSES,
  invoice: INVOICE_STATUSES,
  contract: CONTRACT_STATUSES,
  payment: PAYMENT_STATUSES,
  settlementRefund: SETTLEMENT_REFUND_STATUSES,
  weighingDiff: WEIGHING_DIFF_STATUSES,
  capital: CAPITAL_STATUSES,
  delivery: DELIVERY_STATUSES,
  modification: MODIFICATION_STATUSES,
  diff: DIFF_STATUSES,
  inquiry: INQUIRY_STATUSES,
  inquiryLine: LINE_STATES,
  auction: Object.values(AUCTION_STATUS),
  lot: MY_LOT_STATES,
  staff: STAFF_STATUSES,
  adminChange: ADMIN_CHANGE_STATUSES,
};

/** The functions over any subject and state, as the tables below give them. */
const toneOf = statusTone as (subject: string, state: string | number) => string;
const viewOf = statusOf as (subject: string, state: string | number) => object;

const TONES = ['done', 'active', 'waiting', 'failed', 'closed'];

describe('STATUS_TONE_MAP', () => {
  it.each(Object.entries(ENUMS))('maps every state of %s, and nothing else', (subject, states) => {
    const map: Readonly<Record<string, string>> = STATUS_TONE_MAP[subject as keyof typeof ENUMS];
    expect(Object.keys(map).sort()).toEqual(states.map(String).sort());
    for (const tone of Object.values(map)) expect(TONES).toContain(tone);
  });

  it.each([
    ['order', 'toBeSubmitted', 'waiting'],
    ['order', 'stocking', 'active'],
    ['order', 'final', 'waiting'],
    ['order', 'toBeReceipt', 'active'],
    ['order', 'completed', 'done'],
    ['order', 'cancelled', 'closed'],
    ['afterSale', 'rejected', 'failed'],
    ['afterSale', 'planProposed', 'waiting'],
    ['invoice', 'issued', 'done'],
    ['payment', 'pending', 'active'],
    ['capital', 'rejected', 'failed'],
    ['inquiry', 'quoted', 'waiting'],
    ['lot', 'outbid', 'waiting'],
    ['lot', 'lost', 'failed'],
  ] as const)('%s %s is %s', (subject, state, tone) => {
    expect(toneOf(subject, state)).toBe(tone);
  });
});

describe('statusOf', () => {
  it.each([
    ['order', 'final', '待付尾款', 'waiting'],
    ['order', 'toBeReceipt', '待收货', 'active'],
    ['afterSale', 'returning', '退货中', 'active'],
    ['invoice', 'applied', '已申请开票', 'active'],
    ['contract', 'customerUploaded', '已上传盖章合同', 'done'],
    ['payment', 'paid', '已支付', 'done'],
    ['settlementRefund', 'refunded', '已退款', 'done'],
    ['weighingDiff', 'awaiting', '待确认磅差', 'waiting'],
    ['capital', 'pending', '待确认', 'active'],
    ['inquiry', 'toBeAccepted', '待受理', 'active'],
    ['auction', 3, '竞拍中', 'active'],
  ] as const)('%s %s reads %s, %s', (subject, state, label, tone) => {
    expect(viewOf(subject, state)).toEqual({ label, tone });
  });
});
