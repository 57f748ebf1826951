import { AFTER_SALE_STATUS_LABELS, type AfterSaleStatus } from '../contract/afterSales.ts';
import {
  AUCTION_STATUS_LABELS,
  type AuctionStatus,
  type MyLotState,
} from '../contract/auctions.ts';
import {
  INQUIRY_STATUS_LABELS,
  LINE_STATE_LABELS,
  type InquiryStatus,
  type LineState,
} from '../contract/inquiry.ts';
import type {
  CONTRACT_STATUSES,
  DIFF_STATUSES,
  MODIFICATION_STATUSES,
} from '../contract/orders.ts';
import {
  CONTRACT_STATUS_LABELS,
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  ORDER_STAGE_LABELS,
  type OrderStage,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  SETTLEMENT_REFUND_LABELS,
  type SettlementRefundStatus,
  WEIGHING_DIFF_LABELS,
  type WeighingDiffStatus,
} from '../contract/orders.ts';
import {
  ADMIN_CHANGE_STATUS_LABELS,
  STAFF_STATUS_LABELS,
  type AdminChangeStatus,
  type StaffStatus,
} from '../contract/staff.ts';
import { CAPITAL_STATUS_LABELS, type CapitalStatus } from '../contract/userCentre.ts';

/**
 * What a state means to the buyer, the one colour meaning of every status tag (UI.md):
 * `done` finished well (success), `active` under way on the mall's side (primary), `waiting`
 * waits on the buyer (warning), `failed` refused or lost (danger), `closed` over without
 * result (neutral).
 */
export const STATUS_TONES = ['done', 'active', 'waiting', 'failed', 'closed'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** A subject's tones, every one of its states named (the type argument makes it exhaustive). */
const tones = <State extends PropertyKey>(map: Readonly<Record<State, StatusTone>>) => map;

type ContractStatus = (typeof CONTRACT_STATUSES)[number];
type ModificationStatus = (typeof MODIFICATION_STATUSES)[number];
type DiffStatus = (typeof DIFF_STATUSES)[number];

/**
 * Every state of every status enum of the contract, by subject, with its tone: the one map the
 * lists and details read (a tag's word comes from the subject's labels beside it).
 */
export const STATUS_TONE_MAP = {
  order: tones<OrderStage>({
    toBeSubmitted: 'waiting',
    firstPayment: 'waiting',
    stocking: 'active',
    final: 'waiting',
    saleDelivery: 'waiting',
    toBeReceipt: 'active',
    toInvoice: 'waiting',
    aplliedInvoiced: 'active',
    invoicing: 'active',
    completed: 'done',
    cancelled: 'closed',
  }),
  afterSale: tones<AfterSaleStatus>({
    pending: 'active',
    editRequested: 'waiting',
    editing: 'waiting',
    rejected: 'failed',
    planProposed: 'waiting',
    toReturn: 'waiting',
    returning: 'active',
    processing: 'active',
    toReplenish: 'waiting',
    toConfirm: 'waiting',
    completed: 'done',
    cancelled: 'closed',
  }),
  invoice: tones<InvoiceStatus>({
    none: 'waiting',
    applied: 'active',
    invoicing: 'active',
    issued: 'done',
  }),
  contract: tones<ContractStatus>({ generated: 'waiting', customerUploaded: 'done' }),
  payment: tones<PaymentStatus>({ pending: 'active', paid: 'done', cancelled: 'closed' }),
  settlementRefund: tones<SettlementRefundStatus>({ refunded: 'done' }),
  weighingDiff: tones<WeighingDiffStatus>({
    awaiting: 'waiting',
    disputed: 'active',
    confirmed: 'done',
    upheld: 'done',
  }),
  capital: tones<CapitalStatus>({ pending: 'active', done: 'done', rejected: 'failed' }),
  delivery: tones<DeliveryStatus>({ applied: 'active', shipped: 'active', received: 'done' }),
  modification: tones<ModificationStatus>({
    pending: 'waiting',
    confirmed: 'done',
    cancelled: 'closed',
  }),
  diff: tones<DiffStatus>({
    unpaid: 'waiting',
    paying: 'active',
    paid: 'done',
    cancelled: 'closed',
  }),
  inquiry: tones<InquiryStatus>({
    toBeAccepted: 'active',
    quoting: 'active',
    quoted: 'waiting',
    ordered: 'done',
    expired: 'closed',
    cancelled: 'closed',
  }),
  inquiryLine: tones<LineState>({
    waiting: 'active',
    valid: 'waiting',
    expired: 'closed',
    deleted: 'closed',
    ordered: 'done',
  }),
  auction: tones<AuctionStatus>({ 2: 'waiting', 3: 'active', 4: 'closed' }),
  lot: tones<MyLotState>({
    none: 'closed',
    leading: 'done',
    outbid: 'waiting',
    won: 'done',
    lost: 'failed',
  }),
  staff: tones<StaffStatus>({
    invited: 'active',
    applying: 'waiting',
    active: 'done',
    disabled: 'closed',
    refused: 'failed',
  }),
  adminChange: tones<AdminChangeStatus>({
    pending: 'active',
    approved: 'done',
    rejected: 'failed',
  }),
} as const;

/** The subjects that have states. */
export type StatusSubject = keyof typeof STATUS_TONE_MAP;
/** The states of a subject. */
export type StateOf<S extends StatusSubject> = keyof (typeof STATUS_TONE_MAP)[S];

/** The words of the subjects whose labels are one per state. */
const STATUS_LABELS = {
  order: ORDER_STAGE_LABELS,
  afterSale: AFTER_SALE_STATUS_LABELS,
  invoice: INVOICE_STATUS_LABELS,
  contract: CONTRACT_STATUS_LABELS,
  payment: PAYMENT_STATUS_LABELS,
  settlementRefund: SETTLEMENT_REFUND_LABELS,
  weighingDiff: WEIGHING_DIFF_LABELS,
  capital: CAPITAL_STATUS_LABELS,
  delivery: DELIVERY_STATUS_LABELS,
  inquiry: INQUIRY_STATUS_LABELS,
  inquiryLine: LINE_STATE_LABELS,
  auction: AUCTION_STATUS_LABELS,
  staff: STAFF_STATUS_LABELS,
  adminChange: ADMIN_CHANGE_STATUS_LABELS,
} as const satisfies { readonly [S in StatusSubject]?: Readonly<Record<StateOf<S>, string>> };
/** The subjects whose states have a word of their own in the contract. */
export type LabelledSubject = keyof typeof STATUS_LABELS;

/** The tone of a state: `statusTone('order', 'final')` → 'waiting'. */
export const statusTone = <S extends StatusSubject>(subject: S, state: StateOf<S>): StatusTone =>
  (STATUS_TONE_MAP[subject] as Readonly<Record<StateOf<S>, StatusTone>>)[state];

/** A status as a tag shows it: its word (the subject's label) and its tone. */
export interface StatusView {
  label: string;
  tone: StatusTone;
}

/** A state's word and tone, e.g. `statusOf('order', 'final')` → { 待补款, waiting }. */
export const statusOf = <S extends LabelledSubject>(subject: S, state: StateOf<S>): StatusView => ({
  label: (STATUS_LABELS[subject] as Readonly<Record<StateOf<S>, string>>)[state],
  tone: statusTone(subject, state),
});
