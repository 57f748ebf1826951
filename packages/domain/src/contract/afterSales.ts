import * as z from 'zod/mini';
import { decimal, page } from './envelope.ts';
import { pageQuery } from './content.ts';
import { dateTime } from './messages.ts';
import { mobileNumber } from './validation.ts';
import { groupedYuan } from '../money.ts';
import type { OrderStage } from './orders.ts';

/**
 * The after-sales area (spec sections 2, 4 and 7). The spec names the calls and the moves of an
 * application (cancelled, updated, agreed to edit, logistics confirmed, result confirmed,
 * supplementary payment) but not the status values nor the payloads; what follows is chosen
 * once here, for the client, the story fixtures and the sandbox alike.
 *
 * Kinds (chosen): 退货退款 (returnsRefunds), 仅退款 (refundOnly), 换货 (exchange), 其他 (other),
 * 非产品问题 (notProduct) and 产品问题 (product: a quality claim with measured values beside the
 * ordered specification). Each kind has its detail route and its reason list.
 *
 * The lifecycle (chosen, after spec section 4):
 * - pending (待审核): applied; the mall approves, rejects with a reason, asks the buyer to edit,
 *   or proposes a handling plan;
 * - editRequested (待修改): the mall asked for changes (`editNote`); agreeEdit → editing;
 * - editing (修改中): the buyer edits (PUT afterSale/{id}) → pending again;
 * - rejected (已驳回): with `rejectReason`; the mall may still ask for an edit;
 * - planProposed (待确认方案): the mall's handling plan awaits customerAgreeHandler;
 * - toReturn (待寄回): approved (or a plan accepted) with goods to send back: confirmLogistics;
 * - returning (退货中): the goods are on their way back; the mall receives them → processing;
 * - processing (处理中): the mall refunds (to the company balance), ships the exchange, or asks
 *   for a supplementary payment;
 * - toReplenish (待补款): replenishPayment pays it from the company balance → processing;
 * - toConfirm (待确认结果): refunded or exchanged; confirmResult → completed;
 * - completed (已完成), cancelled (已取消): the end. cancelApply is allowed until the goods are
 *   sent back (pending, editRequested, editing, rejected, planProposed, toReturn).
 * An illegal move is answered with AFTER_SALE_STATE_CODE and a message naming the status.
 *
 * Quantities (chosen): a line of sheet goods (thickness, width and length known) is claimed in
 * pieces, its tonnes worked out by calculateWeight (aluminium, 2.71 t/m³, 3 decimals) and sent
 * with them; other goods (ingots, coils, foil) are claimed in tonnes only (pieces null). A
 * line's claimed tonnes never exceed its received tonnes less what earlier applications (not
 * cancelled nor rejected) claim; the amount asked never exceeds what was paid for the claimed
 * tonnes (Σ tonnes × unit price, to the fen). An exchange asks no money ('0.00').
 */

/**
 * The rules every application in the database keeps, each a named check of the sandbox's audit
 * (`sandboxPaths.audit`); the key is the check's name.
 */
export const AFTER_SALE_INVARIANTS = {
  datedAfterReceipt:
    'an application is dated after the receipt of the goods it claims, and its steps after it, in order',
  claimsWithinDelivered:
    'the open applications of an order (not cancelled nor rejected), all counted, claim no more tonnes of a line than were received, and ask no more money than those tonnes cost',
  replenishOnlyWhereOwed:
    'a supplementary payment (补款) is asked only of an exchange, with its reason',
  refundOnlyNoReturn:
    'a refund-only application for missing goods (少发漏发) never asks for the goods back',
  photosWhereEvidenceNeeded:
    'an application whose reason needs evidence (needsPhotos: quality, damage, wrong goods) carries photos, and no application is rejected for its photos without having any',
  returnAddressWhereGoodsGoBack:
    "an application that asks for the goods back gives the mall's return address and a deadline RETURN_DAYS after the mall agreed",
} as const;
export type AfterSaleInvariant = keyof typeof AFTER_SALE_INVARIANTS;

/** The order stages an application may be made in: received, or further on. */
export const AFTER_SALE_ORDER_STAGES: readonly OrderStage[] = [
  'toInvoice',
  'aplliedInvoiced',
  'invoicing',
  'completed',
];

export const AFTER_SALE_KINDS = [
  'returnsRefunds',
  'refundOnly',
  'exchange',
  'other',
  'notProduct',
  'product',
] as const;
export const afterSaleKind = z.enum(AFTER_SALE_KINDS);
export type AfterSaleKind = z.infer<typeof afterSaleKind>;
export const AFTER_SALE_KIND_LABELS: Readonly<Record<AfterSaleKind, string>> = {
  returnsRefunds: '退货退款',
  refundOnly: '仅退款',
  exchange: '换货',
  other: '其他',
  notProduct: '非产品问题',
  product: '产品问题（质量问题）',
};

export const AFTER_SALE_STATUSES = [
  'pending',
  'editRequested',
  'editing',
  'rejected',
  'planProposed',
  'toReturn',
  'returning',
  'processing',
  'toReplenish',
  'toConfirm',
  'completed',
  'cancelled',
] as const;
export const afterSaleStatus = z.enum(AFTER_SALE_STATUSES);
export type AfterSaleStatus = z.infer<typeof afterSaleStatus>;
export const AFTER_SALE_STATUS_LABELS: Readonly<Record<AfterSaleStatus, string>> = {
  pending: '待审核',
  editRequested: '待修改',
  editing: '修改中',
  rejected: '已驳回',
  planProposed: '待确认方案',
  toReturn: '待寄回',
  returning: '退货中',
  processing: '处理中',
  toReplenish: '待补款',
  toConfirm: '待确认结果',
  completed: '已完成',
  cancelled: '已取消',
};

/**
 * The buyer's moves and the statuses each is allowed in (the sandbox's state machine takes them
 * from here; the detail page shows only these).
 */
export const BUYER_MOVES = {
  agreeEdit: ['editRequested'],
  update: ['editing'],
  confirmLogistics: ['toReturn'],
  agreePlan: ['planProposed'],
  replenish: ['toReplenish'],
  confirmResult: ['toConfirm'],
  cancel: ['pending', 'editRequested', 'editing', 'rejected', 'planProposed', 'toReturn'],
} as const satisfies Record<string, readonly AfterSaleStatus[]>;
export type BuyerMove = keyof typeof BUYER_MOVES;

/**
 * Moves only the company's administrator may make (chosen: what commits the company: cancel,
 * accept a plan, pay, confirm the result); refused with ORDER_ADMIN_CODE, hidden from employees.
 */
export const ADMIN_ONLY_MOVES: readonly BuyerMove[] = [
  'cancel',
  'agreePlan',
  'replenish',
  'confirmResult',
];

/**
 * The list's status tabs (chosen) and the statuses each shows; getMark counts each tab
 * (全部 included).
 */
export const AFTER_SALE_TABS = {
  all: AFTER_SALE_STATUSES,
  pending: ['pending', 'editRequested', 'editing', 'planProposed'],
  returning: ['toReturn', 'returning'],
  processing: ['processing', 'toReplenish', 'toConfirm'],
  finished: ['completed', 'cancelled', 'rejected'],
} as const satisfies Record<string, readonly AfterSaleStatus[]>;
export type AfterSaleTab = keyof typeof AFTER_SALE_TABS;
export const AFTER_SALE_TAB_KEYS = Object.keys(AFTER_SALE_TABS) as AfterSaleTab[];
const afterSaleTab = z.enum(['all', 'pending', 'returning', 'processing', 'finished']);
export const AFTER_SALE_TAB_LABELS: Readonly<Record<AfterSaleTab, string>> = {
  all: '全部',
  pending: '待处理',
  returning: '退货中',
  processing: '处理中',
  finished: '已结束',
};

/** Every after-sales call, relative to the base `/api/csr` (spec section 7). */
export const afterSalePaths = {
  /** GET afterSaleListQuery: the company's applications. */
  list: '/pc/after/sale/apply/getList',
  /** GET: afterSaleMarks, the count of each tab. */
  marks: '/pc/after/sale/apply/getMark',
  /**
   * POST afterSaleRequest: applies; answers the application. Followed by '/{id}': PUT, updates
   * (修改售后). Both with an Idempotency-Key.
   */
  apply: '/pc/after/sale/apply/afterSale',
  /** Followed by '/{id}': PUT, cancels (administrator). */
  cancel: '/pc/after/sale/apply/cancelApply',
  /** PUT confirmLogisticsRequest (Idempotency-Key): the goods are sent back (确认寄回). */
  confirmLogistics: '/pc/after/sale/apply/confirmLogistics',
  /** Followed by '/{id}': PUT, the buyer confirms the result (administrator). */
  confirmResult: '/pc/after/sale/apply/confirmResult',
  /** Followed by '/{id}': PUT, the buyer accepts the handling plan (administrator). */
  agreePlan: '/pc/after/sale/apply/customerAgreeHandler',
  /**
   * Followed by '/{id}': PUT, pays the supplementary amount from the balance. Money-moving
   * (Idempotency-Key).
   */
  replenish: '/pc/after/sale/apply/replenishPayment',
  /** Followed by '/{id}': PUT, the buyer agrees to edit as the mall asked. */
  agreeEdit: '/pc/after/sale/apply/agreeEdit',
  /** GET ?orderId= or ?afterSaleId=: applyInfo, what the order's lines may still claim. */
  applyInfo: '/pc/after/sale/apply/getAppApplyInfo',
  /** GET ?kind=: the kind's reasons. */
  reasons: '/pc/after/sale/reason',
  /** POST calculateWeightRequest: the tonnes of so many pieces. */
  calculateWeight: '/theNow/theNowProduct/calculateWeight',
  /** POST uploadPicRequest: a photo, stored with the mall's watermark; answers uploadedPic. */
  uploadPic: '/comment/upload/water/pic',
  /** Followed by '/{id}' (chosen): GET, the uploaded photo's bytes. */
  pic: '/comment/upload/water/pic',
} as const;

/**
 * Days the buyer has to send the goods back (chosen), counted from the mall's agreement (审核通过,
 * or the buyer accepting a plan that asks for them): the application's `returnTo.deadline`.
 */
export const RETURN_DAYS = 7;

/** Refusal of an application without photos whose reason needs them (see needsPhotos). */
export const PHOTOS_REQUIRED = '该售后原因需上传照片作为凭证';

/** Body code of a move the application's status does not allow. */
export const AFTER_SALE_STATE_CODE = 4200;
/** Body code of a claim above what was delivered or paid. */
export const AFTER_SALE_CLAIM_CODE = 4201;
/** The refusal of a claim above `max` yuan, what was delivered and paid (the form's and the sandbox's). */
export const claimAbovePaid = (max: string): string =>
  `申请金额不能超过已付金额 ¥${groupedYuan(max)}`;

/** Limits (chosen). */
export const PHOTO_MAX = 9;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const DESCRIPTION_MAX = 500;

/** What a photo's first bytes say it is (its content, not its name): JPEG, PNG, or neither. */
export { imageTypeOf } from '../rules/fileTypes.ts';

/**
 * Which reasons need photos, and the one that never sends goods back (rules chosen once in the
 * domain's rules; the sandbox checks them too).
 */
export { EVIDENCE_REASONS, MISSING_GOODS, needsPhotos } from '../rules/evidence.ts';
export const NOTE_MAX = 200;

export const afterSaleReason = z.object({
  reasonId: z.int(),
  kind: afterSaleKind,
  reason: z.string(),
});
export type AfterSaleReason = z.infer<typeof afterSaleReason>;
export const afterSaleReasonList = z.array(afterSaleReason);
export const reasonQuery = z.object({ kind: afterSaleKind });

/** A size as ordered or measured (mm; null where the goods have none). */
const sizes = {
  thickness: z.nullable(decimal),
  width: z.nullable(decimal),
  length: z.nullable(decimal),
  temper: z.nullable(z.string()),
};

/** A line of the order as getAppApplyInfo shows it. */
export const claimableLine = z.object({
  detailId: z.int(),
  batchId: z.int(),
  productName: z.string(),
  spec: z.string(),
  ...sizes,
  unitPrice: decimal,
  /** Tonnes received. */
  receivedWeight: decimal,
  /** Tonnes still claimable: received less earlier applications. */
  claimableWeight: decimal,
  /** Tonnes of one piece; null when claimed by weight only. */
  pieceWeight: z.nullable(decimal),
  /** Pieces still claimable; null when claimed by weight only. */
  claimablePieces: z.nullable(z.int()),
});
export type ClaimableLine = z.infer<typeof claimableLine>;

export const applyInfo = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  lines: z.array(claimableLine),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type ApplyInfo = z.infer<typeof applyInfo>;
export const applyInfoQuery = z.object({
  orderId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Editing: the application's own claim counts as claimable again. */
  afterSaleId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const calculateWeightRequest = z.object({
  batchId: z.int().check(z.positive()),
  pieces: z.int().check(z.positive('件数必须大于 0')),
});
export type CalculateWeightRequest = z.infer<typeof calculateWeightRequest>;
export const calculatedWeight = z.object({ pieceWeight: decimal, weight: decimal });
export type CalculatedWeight = z.infer<typeof calculatedWeight>;

/** POST upload/water/pic (chosen: JSON with the file as base64). */
export const uploadPicRequest = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(100, '文件名最多 100 个字')),
  /** Base64 of the JPEG or PNG. */
  content: z.string().check(z.minLength(1, '文件为空')),
});
export type UploadPicRequest = z.infer<typeof uploadPicRequest>;
/**
 * An uploaded photo. `watermark` (chosen): the mall's mark the sandbox wrote into the stored file
 * (a JPEG comment, a PNG iTXt chunk), e.g. '铝材现货商城 售后凭证 2026-11-24 10:00:00'.
 */
export const uploadedPic = z.object({
  picId: z.int(),
  fileName: z.string(),
  url: z.string(),
  watermark: z.string(),
});
export type UploadedPic = z.infer<typeof uploadedPic>;

/** Measured values of a product problem, beside the ordered ones. */
export const measured = z.object({
  thickness: z.string().check(z.maxLength(20)),
  width: z.string().check(z.maxLength(20)),
  length: z.string().check(z.maxLength(20)),
  temper: z.string().check(z.maxLength(20)),
  surfaceDefect: z.string().check(z.maxLength(100, '表面缺陷最多 100 个字')),
});
export type Measured = z.infer<typeof measured>;

const money = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/, '金额应为数字，最多 2 位小数'));
const claimWeight = z.string().check(
  z.regex(/^\d+(\.\d{1,3})?$/, '吨数应为数字，最多 3 位小数'),
  z.refine((text) => /[1-9]/.test(text), '吨数必须大于 0'),
);

export const claimLine = z.object({
  detailId: z.int().check(z.positive()),
  pieces: z.nullable(z.int().check(z.positive('件数必须大于 0'))),
  weight: claimWeight,
  /** Product problems only (required there): what the buyer measured. */
  measured: z.nullable(measured),
});
export type ClaimLine = z.infer<typeof claimLine>;

/** POST afterSale and PUT afterSale/{id}. */
export const afterSaleRequest = z
  .object({
    orderId: z.int().check(z.positive()),
    kind: afterSaleKind,
    reasonId: z.int().check(z.positive('请选择售后原因')),
    lines: z.array(claimLine).check(z.minLength(1, '请选择售后商品')),
    amount: money,
    picIds: z.array(z.int()).check(z.maxLength(PHOTO_MAX, `最多上传 ${PHOTO_MAX} 张照片`)),
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '请填写问题描述'),
        z.maxLength(DESCRIPTION_MAX, `问题描述最多 ${DESCRIPTION_MAX} 个字`),
      ),
    contactName: z
      .string()
      .check(z.trim(), z.minLength(1, '请填写联系人'), z.maxLength(20, '联系人最多 20 个字')),
    contactPhone: mobileNumber,
  })
  .check(
    z.refine(
      ({ kind, lines }) => kind !== 'product' || lines.every((line) => line.measured !== null),
      { message: '请填写实测值', path: ['lines'] },
    ),
    z.refine(({ kind, amount }) => kind !== 'exchange' || Number(amount) === 0, {
      message: '换货不申请金额',
      path: ['amount'],
    }),
  );
export type AfterSaleRequest = z.infer<typeof afterSaleRequest>;

export const confirmLogisticsRequest = z.object({
  afterSaleId: z.int().check(z.positive()),
  company: z.string().check(z.trim(), z.minLength(1, '请填写物流公司'), z.maxLength(30)),
  trackingNo: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{6,30}$/, '请输入 6–30 位字母或数字的物流单号')),
});
export type ConfirmLogisticsRequest = z.infer<typeof confirmLogisticsRequest>;

/** One step of an application, oldest first: when, who acted (买家 name or 商城) and what. */
export const afterSaleEvent = z.object({ at: dateTime, actor: z.string(), text: z.string() });
export type AfterSaleEvent = z.infer<typeof afterSaleEvent>;

export const afterSaleLine = z.object({
  detailId: z.int(),
  productName: z.string(),
  spec: z.string(),
  /** As ordered. */
  ordered: z.object(sizes),
  pieces: z.nullable(z.int()),
  weight: decimal,
  unitPrice: decimal,
  measured: z.nullable(measured),
});
export type AfterSaleLine = z.infer<typeof afterSaleLine>;

/** The mall's handling plan. */
export const handlingPlan = z.object({
  text: z.string(),
  /** To the company balance; '0.00' when none. */
  refundAmount: decimal,
  /** The goods come back first. */
  needReturn: z.boolean(),
  /** An exchange is shipped. */
  exchange: z.boolean(),
});
export type HandlingPlan = z.infer<typeof handlingPlan>;

const shipment = z.object({ company: z.string(), trackingNo: z.string(), at: dateTime });

/**
 * Where and by when the goods go back, once the mall agreed to take them (待寄回 on): the mall's
 * returns warehouse (one address, the sandbox's) and the deadline; `overdue` once the deadline
 * passed with the goods not yet sent (the server's clock).
 */
export const returnTo = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  deadline: dateTime,
  overdue: z.boolean(),
});
export type ReturnTo = z.infer<typeof returnTo>;

/** An application, in the list and in its detail. */
export const afterSale = z.object({
  afterSaleId: z.int(),
  /** Its own number, e.g. SH202611240001. */
  afterSaleNo: z.string(),
  orderId: z.int(),
  orderNo: z.string(),
  kind: afterSaleKind,
  status: afterSaleStatus,
  reasonId: z.int(),
  reason: z.string(),
  lines: z.array(afterSaleLine),
  totalWeight: decimal,
  /** Asked. */
  amount: decimal,
  /** Refunded so far. */
  refundedAmount: decimal,
  pics: z.array(uploadedPic),
  description: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  applicantName: z.string(),
  createdAt: dateTime,
  plan: z.nullable(handlingPlan),
  rejectReason: z.nullable(z.string()),
  editNote: z.nullable(z.string()),
  /** The supplementary payment asked; paid once `paidAt` is set. */
  replenish: z.nullable(z.object({ amount: decimal, paidAt: z.nullable(dateTime) })),
  /** Null unless the goods go back and the mall agreed. */
  returnTo: z.nullable(returnTo),
  returnShipment: z.nullable(shipment),
  exchangeShipment: z.nullable(shipment),
  events: z.array(afterSaleEvent),
});
export type AfterSale = z.infer<typeof afterSale>;
export const afterSalePage = page(afterSale);

export const afterSaleListQuery = z.extend(pageQuery, {
  tab: z.optional(afterSaleTab),
  /** Part of an order number or an application number. */
  keyword: z.optional(z.string().check(z.maxLength(40))),
});
export type AfterSaleListQuery = z.infer<typeof afterSaleListQuery>;
export const afterSaleIdQuery = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

export const afterSaleMarks = z.object({
  all: z.int(),
  pending: z.int(),
  returning: z.int(),
  processing: z.int(),
  finished: z.int(),
});
export type AfterSaleMarks = z.infer<typeof afterSaleMarks>;

/** The supplementary payment's answer. */
export const replenishResult = z.object({ amount: decimal, balance: decimal });
export type ReplenishResult = z.infer<typeof replenishResult>;

// The back office (sandbox only, no login): the mall's side of an application, by its number.
export const afterSaleAdminPaths = {
  approve: '/__admin/afterSales/approve',
  reject: '/__admin/afterSales/reject',
  askEdit: '/__admin/afterSales/askEdit',
  plan: '/__admin/afterSales/plan',
  receive: '/__admin/afterSales/receive',
  refund: '/__admin/afterSales/refund',
  ship: '/__admin/afterSales/ship',
  askPayment: '/__admin/afterSales/askPayment',
} as const;
const afterSaleRef = { afterSaleNo: z.string().check(z.minLength(1)) };
export const adminRef = z.object(afterSaleRef);
export const rejectRequest = z.object({
  ...afterSaleRef,
  reason: z.string().check(z.trim(), z.minLength(1, '请填写驳回原因'), z.maxLength(NOTE_MAX)),
});
export const askEditRequest = z.object({
  ...afterSaleRef,
  note: z.string().check(z.trim(), z.minLength(1, '请填写修改意见'), z.maxLength(NOTE_MAX)),
});
export const planRequest = z.object({
  ...afterSaleRef,
  text: z.string().check(z.trim(), z.minLength(1, '请填写处理方案'), z.maxLength(NOTE_MAX)),
  refundAmount: money,
  needReturn: z.boolean(),
  exchange: z.boolean(),
});
export const shipRequest = z.object({
  ...afterSaleRef,
  company: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  trackingNo: z.string().check(z.regex(/^[A-Za-z0-9]{6,30}$/)),
});
export const askPaymentRequest = z.object({
  ...afterSaleRef,
  amount: money.check(z.refine((text) => /[1-9]/.test(text), '金额必须大于 0')),
  /** Why the buyer owes it (shown in the application's timeline). */
  reason: z.string().check(z.trim(), z.minLength(1, '请填写补款原因'), z.maxLength(100)),
});
