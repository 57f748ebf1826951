import * as z from 'zod/mini';
import { decimal, page } from './envelope.ts';
import { API_BASE } from './headers.ts';
import { pageQuery } from './content.ts';
import { tonnage } from './goods.ts';
import { dateTime } from './messages.ts';
import { mobileNumber } from './validation.ts';

/**
 * The order area (spec sections 4 and 7). The spec gives the calls but not the status values
 * nor most payloads; what follows is chosen once here, for the client, the story fixtures and
 * the sandbox alike.
 *
 * The lifecycle (chosen, after spec section 4):
 * - toBeSubmitted: made from the cart; submitOrder sends it on, cancelOrder (with a reason)
 *   ends it;
 * - firstPayment: the deposit (DEPOSIT_RATE of the ordered amount) is due; confirmPayment pays
 *   it from the company balance (at once) or by offline transfer (pending until the mall's
 *   finance confirms it; cancelPayment withdraws a pending transfer); then stocking;
 * - stocking: the mill prepares the goods; the buyer can send reminders and read replies,
 *   modify tonnages (a higher deposit becomes a difference amount to pay), or cancel before
 *   production starts; when the goods are weighed the order is due its final payment;
 * - final: the final payment settles the weighed amount against what was paid: a supplement
 *   to pay, or a refund to the company balance; paid per line (detailIds);
 * - saleDelivery: the buyer applies for deliveries of the paid lines, in parts if they like;
 *   once every tonne is applied for, toBeReceipt;
 * - toBeReceipt: the buyer confirms each shipped delivery's receipt; once all are received,
 *   toInvoice, and the order and its deliveries can be evaluated;
 * - toInvoice → aplliedInvoiced (every delivery's invoice applied for) → invoicing (the mall
 *   started issuing) → completed (issued). cancelBill takes an application back.
 * An illegal transition is answered with ORDER_STATE_CODE and a message naming the stage.
 */
export const ORDER_STAGES = [
  'toBeSubmitted',
  'firstPayment',
  'stocking',
  'final',
  'saleDelivery',
  'toBeReceipt',
  'toInvoice',
  'aplliedInvoiced',
  'invoicing',
  'completed',
  'cancelled',
] as const;
const orderStage = z.enum(ORDER_STAGES);
export type OrderStage = z.infer<typeof orderStage>;

/** How each stage reads in lists and details. */
export const ORDER_STAGE_LABELS: Readonly<Record<OrderStage, string>> = {
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

/**
 * The refund of what an order paid over its weighed amount (finalSum's net below zero). Chosen:
 * it is made to the company's balance when the order is weighed (or at its final payment, for
 * lines settled then), so an order owed money never waits in 待补款 with 去结算: it goes on to
 * delivery, and its list row and detail carry the refund as 已退款 with the amount and time,
 * the same as its timeline (结算退款) and its capital record in 资金管理.
 */
export const SETTLEMENT_REFUND_STATUSES = ['refunded'] as const;
export type SettlementRefundStatus = (typeof SETTLEMENT_REFUND_STATUSES)[number];
export const SETTLEMENT_REFUND_LABELS: Readonly<Record<SettlementRefundStatus, string>> = {
  refunded: '已退款',
};
const settlementRefund = z.object({
  status: z.enum(SETTLEMENT_REFUND_STATUSES),
  /** CNY: the refunds of the order's settlement, summed. */
  amount: decimal,
  /** When the (last) refund went back to the balance, as its capital record is dated. */
  refundedAt: dateTime,
});
export type SettlementRefund = z.infer<typeof settlementRefund>;

/**
 * Every order call but the counts (spec section 7, "Orders"), relative to the base `/api/csr`.
 * Where the spec gives a bare name, the chosen base is the one of its group's listed path.
 * Kept out of `paths` (and this module out of the contract barrel, as
 * `@mall/domain/contract/orders`) so that the home route does not carry the order area.
 */
export const orderPaths = {
  /** GET: cancellation reasons. */
  cancelReasons: '/mall/cancelReason/getAllCancelReason',
  /** GET orderListQuery: to-be-submitted orders. */
  waitSubmit: '/pc/new/mall/order/query/wait/submit',
  /** GET ?id=: a to-be-submitted order's detail. */
  waitSubmitDetail: '/pc/new/mall/order/selectMallOrderNewCsrPcInfoById',
  /** POST { orderIds }: money-moving (Idempotency-Key). */
  submit: '/mall/orderNew/submitOrder',
  /** POST cancelOrderRequest: cancels a to-be-submitted order. */
  cancelUnsubmitted: '/mall/orderNew/cancelOrder',
  /** GET orderListQuery: orders being stocked. */
  stockingList: '/pc/mall/stocking/selectStokingPcList',
  /** GET ?orderId=: stocking detail. */
  stockingDetail: '/pc/mall/stocking/selectStokingPcByOrderId',
  /** POST cancelOrderRequest: cancels before production starts. */
  cancelStocking: '/mall/orderNew/cancelOrderStocking',
  /** GET ?parentid&content: the buyer reminds the mill. */
  contractReminder: '/pc/mall/stocking/contract/reminder',
  /** GET ?parentid: reminder threads with replies. */
  contractFollowUp: '/pc/mall/stocking/contract/followUp',
  /** GET ?parentid: the planned delivery. */
  contractDelivery: '/pc/mall/stocking/contract/delivery',
  /** GET ?parentid: marks replies read, answers { unread }. */
  contractReplyCheck: '/pc/mall/stocking/contract/replyCheck',
  /** POST weighingAnswer: the buyer accepts the 磅差 (chosen, see WEIGHING_DIFF_STATUSES). */
  weighingConfirm: '/pc/mall/stocking/weighing/confirm',
  /** POST weighingDisputeRequest: the buyer disputes the 磅差 with a reason (chosen). */
  weighingDispute: '/pc/mall/stocking/weighing/dispute',
  /** GET orderListQuery: orders whose deposit is due. */
  firstList: '/pc/mall/payment/query/first',
  /** POST cancelOrderRequest: cancels an order whose deposit is due. */
  cancelFirst: '/pc/new/mall/order/cancelOrder',
  /** Followed by '/{orderId}': GET the order's deposit payment records. */
  firstPayRecords: '/pc/mallPayment/record/first/pay',
  /** POST confirmPaymentRequest: pays deposits. Money-moving. */
  confirmPayment: '/pc/mallPayment/record/confirmPayment',
  /** POST { payIds }: withdraws pending deposit transfers. */
  cancelPayment: '/pc/mallPayment/record/cancelPayment',
  /** GET: the company's account on file and its balance. */
  bankInfo: '/mallPayment/record/bank/info',
  /**
   * GET (spec section 7, Common): the collection accounts the buyer's company pays into; the
   * company comes from the token.
   */
  collectionAccounts: '/pc/new/mall/order/selectCollectionAccountByComapnyId',
  /** GET orderListQuery: orders whose final payment is due. */
  finalList: '/pc/mall/payment/query/final',
  /** POST finalSelection: the settlement of the selected lines. */
  finalPayInfo: '/pc/mallPayment/record/final/pay/info',
  /** POST finalPayRequest: pays it. Money-moving. */
  finalPay: '/pc/mallPayment/record/final/pay',
  /** POST { payIds }: withdraws pending final transfers. */
  finalCancelPay: '/pc/mallPayment/record/final/cancel/pay',
  /** POST finalSelection: the settlement as fee lines. */
  feeDetail: '/mallPayment/record/final/pay/fee/detail',
  /** GET ?ids=: the lines of those orders. */
  finalLines: '/pc/mall/payment/selectFinalMallOrderDetailListByIds',
  /** POST paymentRecordQuery: every payment record of the company. */
  payRecords: '/pc/mallPayment/record/pay/list',
  /** GET orderListQuery: orders with tonnes to apply delivery for. */
  deliveryList: '/pc/mall/saleDelivery/selectDeliveryList',
  /** GET ?orderId=: the order, its deliveries and what remains. */
  deliveryInfo: '/pc/mall/saleDelivery/selectDeliveryInfoByOrderId',
  /** Followed by '/{orderId}/{detailIds, comma-separated}': PUT answers the lines' remaining tonnes. */
  deliveryLines: '/pc/mall/saleDelivery/selectDeliveryByIds',
  /** POST createDeliveryRequest. Sent with an Idempotency-Key. */
  createDelivery: '/pc/mall/saleDelivery/createSaleDeliveryList',
  /** GET receiptListQuery: deliveries to receive (type 1) or received (type 2). */
  receiptList: '/pc/mall/saleDelivery/selectSaleDeliveryPcList',
  /** GET ?id=: one delivery. */
  receiptDetail: '/pc/mall/saleDelivery/selectSaleDeliveryCsrPcInfo',
  /** Followed by '/{deliveryId}': PUT confirms receipt. */
  confirmReceiving: '/pc/mall/saleDelivery/confirmReceiving',
  /** Followed by '/{logisticsNo}': GET the tracking. */
  logistics: '/pc/mall/saleDelivery/logisticNumber',
  /** Followed by '/{deliveryId}': PUT refreshes and answers the latest node. */
  logisticsLatest: '/pc/mall/saleDelivery/logistics/progress/latest',
  /** Followed by '/{deliveryId}': GET an invoice drafted from that delivery. */
  generateInvoice: '/pc/finance/sale/invoice/generateSaleDeliveryInvoice',
  /** POST invoiceApplyRequest. */
  submitInvoice: '/pc/finance/sale/invoice/submitInvoiceApply',
  /** GET billListQuery: received deliveries by invoice status. */
  billList: '/pc/finance/sale/invoice/toBeBilledList',
  /** PUT { invoiceId }. */
  cancelBill: '/pc/finance/sale/invoice/cancelBill',
  /** GET ?invoiceId=. */
  previewInvoice: '/pc/finance/sale/invoice/previewInvoice',
  /** GET ?deliveryId= (the evaluation or null); POST deliveryComment. */
  deliveryComment: '/mall/saleDeliveryComment',
  /** POST orderComment. */
  orderComment: '/pc/mall/orderComment',
  /** GET orderListQuery: the company's sale contracts. */
  contracts: '/pc/mall/saleContract/order/list',
  /** PUT uploadContractRequest. */
  uploadContract: '/pc/mall/saleContract/customerUploadCustomSaleContract',
  /** GET ?contractId=: { url } of the PDF. */
  contractPdfUrl: '/pc/mall/saleContract/getContractPdfUrl',
  /** Followed by '/{orderId}': GET the order's contract. */
  orderContract: '/pc/mall/order/contract',
  /** Followed by '/{contractId}': GET the PDF, inline (the customer's upload once there is one). */
  contractView: '/pc/mall/saleContract/saleContractView',
  /** POST { contractId }: the platform's PDF as a download. */
  contractPdf: '/pc/mall/saleContract/getContractPdf',
  /** GET allOrderQuery: every order. */
  allList: '/pc/mall/order/selectCsrPcAllMallOrderNewList',
  /** GET ?id=: any order's detail. */
  allDetail: '/pc/mall/order/selectCsrPcAllMallOrderNewInfoById',
  /** GET allOrderQuery without paging: a CSV file of those orders. */
  allExport: '/pc/mall/order/allOrder/export',
  /** POST { orderId } (spec section 7, Common): the order's detail list as a PDF file. */
  detailPdf: '/pc/new/mall/order/getDetailListPdf',
  /** POST modifyOrderRequest: prices a modification, pending confirmation. */
  modify: '/pc/mall/mall/order/modified/modifiedOrder',
  /** Followed by '/{orderId}/{modifiedId}': PUT takes it back. */
  cancelModified: '/pc/mall/mall/order/modified/cancelModified',
  /** Followed by '/{orderId}/{modifiedId}': PUT confirms it. */
  submitModified: '/pc/mall/mall/order/modified/submitModified',
  /** GET ?orderId=: the order's open difference amount, or null. */
  diffAmount: '/pc/mall/mall/order/modified/getDiffAmount',
  /** PUT submitDiffRequest. Money-moving. */
  submitDiff: '/pc/mall/mall/order/modified/submitDiffAmount',
  /** Followed by '/{diffId}': PUT cancels the difference and takes the modification back. */
  cancelDiff: '/pc/mall/mall/order/modified/pcCancelDiffAmount',
} as const;

/** The deposit is this share of the ordered amount (its 合计, fees included), rounded to the fen (chosen). */
export const DEPOSIT_RATE = '0.2';

/**
 * 过户费, CNY per ordered tonne (the goods detail's warehouse terms promise it; chosen: one rate
 * for every warehouse). An order placed through the make-order confirmation carries
 * transferFee = its ordered tonnes × this rate, to the fen, and its totalAmount (合计) is its
 * goodsAmount + transferFee; the deposit follows from that total. The seed's orders were
 * placed before the confirmation and carry no fee (transferFee '0.00').
 */
export const TRANSFER_FEE_PER_TONNE = '15';

/** Longest free text of a cancellation, reminder, remark or evaluation (chosen). */
export const REMARK_MAX = 200;
const remark = z.string().check(z.maxLength(REMARK_MAX, `最多 ${REMARK_MAX} 个字`));

/** Longest 采购单号, the buyer's own purchase-order number (chosen). */
export const PO_NO_MAX = 32;
/** What a 采购单号 may be made of (chosen): letters, digits, '-' and '_'. */
export const PO_NO_PATTERN = /^[A-Za-z0-9_-]*$/;

/** 交货方式 (chosen): 自提 at the warehouse, or 配送 to an address of the company's address book. */
export const DELIVERY_WAYS = ['pickup', 'delivery'] as const;
const deliveryWayChoice = z.enum(DELIVERY_WAYS);
export type DeliveryWay = z.infer<typeof deliveryWayChoice>;
export const DELIVERY_WAY_LABELS: Readonly<Record<DeliveryWay, string>> = {
  pickup: '自提',
  delivery: '配送',
};

/**
 * Chosen (the spec shows nothing of the make-order page beyond its lines): the B2B terms every
 * make-order call carries (cart, quote and auction alike, as `terms`), checked in the form and
 * again by the sandbox: 交货方式, the address (配送 only: an id of the company's address book,
 * stored on the order as its one-line text), 备注 (up to REMARK_MAX) and 采购单号 (optional, up
 * to PO_NO_MAX of PO_NO_PATTERN). They are stored on the order and shown by the order lists,
 * the detail, the export and the sale contract.
 */
export const orderTerms = z
  .object({
    deliveryWay: deliveryWayChoice,
    addressId: z.nullable(z.int()),
    remark,
    poNo: z
      .string()
      .check(
        z.trim(),
        z.maxLength(PO_NO_MAX, `采购单号最多 ${PO_NO_MAX} 个字符`),
        z.regex(PO_NO_PATTERN, '采购单号只能包含字母、数字、- 和 _'),
      ),
  })
  .check(
    z.refine(({ deliveryWay, addressId }) => deliveryWay === 'pickup' || (addressId ?? 0) > 0, {
      message: '请选择收货地址',
      path: ['addressId'],
    }),
  );
export type OrderTerms = z.infer<typeof orderTerms>;
/** VAT on invoices (chosen: the 13 % rate for metals). */
export const INVOICE_TAX_RATE = '0.13';

/**
 * How far a line's weighed tonnes may be from its ordered tonnes (chosen: ±5 % of the ordered
 * tonnage). The back office's default weighing stays inside it; a weighing outside it is a 磅差
 * the buyer confirms or disputes before the final payment.
 */
export const WEIGHING_TOLERANCE = '0.05';

/**
 * A weighing beyond WEIGHING_TOLERANCE (磅差), chosen: the back office records it instead of
 * refusing it, and the order stays in stocking, held, until its buyer's administrator answers:
 * - awaiting: the buyer sees ordered against weighed tonnes and the amount difference, and
 *   confirms (POST weighingConfirm { orderId }: the order goes on to its final payment, or
 *   its refund, as a weighing within the tolerance would) or disputes (POST weighingDispute
 *   { orderId, reason }: 1–200 characters);
 * - disputed: held with the reason until the mall settles the dispute (the back office's
 *   sandboxSettleWeighing): it accepts the buyer's claim and weighs the goods again at their
 *   ordered tonnes (within the tolerance: no 磅差 left, the order settles on them), or upholds
 *   its weighing (upheld); either way the order goes on to its final payment and its timeline
 *   says which. The back office's weigh call may also replace the weighing (within the
 *   tolerance or as a new 磅差);
 * - confirmed: the buyer accepted it; kept so that the audit knows the 磅差 was shown;
 * - upheld: the mall upheld the disputed weighing; the order settled on it.
 * Either answer on an order with no 磅差 awaiting is refused with ORDER_STATE_CODE.
 */
export const WEIGHING_DIFF_STATUSES = ['awaiting', 'disputed', 'confirmed', 'upheld'] as const;
export type WeighingDiffStatus = (typeof WEIGHING_DIFF_STATUSES)[number];
export const WEIGHING_DIFF_LABELS: Readonly<Record<WeighingDiffStatus, string>> = {
  awaiting: '待确认磅差',
  disputed: '磅差异议中',
  confirmed: '已确认磅差',
  upheld: '维持原磅',
};
/** The message of a 磅差 answer on an order with none awaiting. */
export const NO_WEIGHING_DIFF = '该订单没有待确认的磅差';

/**
 * The rules every order in the database keeps, each a named check of the sandbox's audit
 * (`sandboxPaths.audit`); the key is the check's name.
 */
export const ORDER_INVARIANTS = {
  finalPaymentSum:
    'one sum per order: weighed amount + 过户费 − deposit paid − differences paid = the net final payment; a settled order paid exactly that net (final payments − settlement refunds)',
  depositWithinDue:
    'deposit and differences paid never exceed the deposit due on the ordered amount, unless the excess was refunded',
  weighingWithinTolerance:
    'each weighed line is within WEIGHING_TOLERANCE of its ordered tonnes, or its order carries the 磅差 (awaiting, disputed, confirmed by the buyer or upheld by the mall) and is not settled before the buyer confirmed it or the mall upheld it',
  deliveredWithinWeighed:
    'the tonnes applied for delivery of a line equal its delivery lines and never exceed its weighed (else ordered) tonnes',
  oneWaybillPerShipment:
    'a waybill number (a delivery, an after-sale return or exchange) belongs to one shipment only',
  finalOwesSupplement:
    'an order waiting in 待补款 owes a net above zero; one whose payments cover its weighed amount is refunded the excess when weighed and moves on',
  contractAmountMatchesOrder:
    'a sale contract’s amount is its order’s ordered amount, modifications included',
  totalIncludesFees:
    'an order’s total is its goods amount + its fees: every order (the seed’s too, placed by the same confirmation) carries 过户费 = ordered tonnes × TRANSFER_FEE_PER_TONNE',
  refundedInLedger:
    'every settlement refund of an order (已退款) has its capital record (结算退款, the order’s number) of the same amount and time',
  overpaidDepositCarried:
    'a confirmed modification that leaves the deposit paid over the new deposit says in the order’s timeline that the excess is carried to the final payment (转入尾款结算)',
  numberedByPlacing:
    'an order’s number is XS, the China date it was placed on and that day’s serial, as createOrder numbers it; of one company’s orders placed on one day, the later has the larger serial',
  placedAfterListing:
    'an order was placed after each of its lines’ goods batches was listed and after the user who placed it joined',
  eventsAfterPlacing:
    'an order’s history, payments and deliveries are dated at or after the order was placed, a delivery is shipped after it was applied for and received after it was shipped, and an invoice is applied for after the deliveries it invoices were received and issued after it was applied for',
} as const;
export type OrderInvariant = keyof typeof ORDER_INVARIANTS;

/**
 * Body code of an action the order's current stage does not allow (e.g. paying a cancelled
 * order). Not a silent code: the client shows the server's message, which names the stage.
 */
export const ORDER_STATE_CODE = 4100;

/**
 * Body code of an action only the company's administrator may take (chosen: submitting,
 * cancelling, every payment and its withdrawal, modifications, uploading a signed contract).
 * The client hides these actions from employees; the server refuses them too.
 */
export const ORDER_ADMIN_CODE = 4101;
/** Its message. */
export const ORDER_ADMIN_MESSAGE = '该操作仅限企业管理员';

/** A line of an order; `detailId` is the id the detailIds payloads carry. */
const orderLine = z.object({
  detailId: z.int(),
  batchId: z.int(),
  batchNo: z.string(),
  /** e.g. '6061-T6 铝板'. */
  productName: z.string(),
  /** Size text, e.g. '2×1250×2500' (mm); '' for ingots. */
  spec: z.string(),
  surface: z.string(),
  tectorial: z.string(),
  inventory: z.string(),
  /** Tonnes ordered. */
  weight: decimal,
  /** Tonnes weighed when stocking finished; null before. */
  weighedWeight: z.nullable(decimal),
  /** Tonnes applied for delivery so far. */
  deliveredWeight: decimal,
  /** CNY per tonne. */
  unitPrice: decimal,
  /** weight × unitPrice. */
  amount: decimal,
  /** weighedWeight × unitPrice; null before weighing. */
  weighedAmount: z.nullable(decimal),
  /** The line's final payment is made. */
  finalPaid: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** A pending or settled order modification (modifiedOrder). */
export const MODIFICATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
const modificationStatus = z.enum(MODIFICATION_STATUSES);
/** A deposit difference after a confirmed modification (getDiffAmount). */
export const DIFF_STATUSES = ['unpaid', 'paying', 'paid', 'cancelled'] as const;
const diffStatus = z.enum(DIFF_STATUSES);

export const diffAmount = z.object({
  diffId: z.int(),
  orderId: z.int(),
  modifiedId: z.int(),
  /** CNY, > 0: the extra deposit the modification asks for. */
  amount: decimal,
  status: diffStatus,
  createdAt: dateTime,
});
export type DiffAmount = z.infer<typeof diffAmount>;

/**
 * An order as the stage lists show it. Money (CNY, 2 decimals):
 * - totalAmount: ordered; depositAmount: DEPOSIT_RATE of it;
 * - paidAmount: paid so far (deposit, differences, final payments) less refunds;
 * - weighedAmount: after weighing, what the goods cost; null before;
 * - dueAmount: what the current stage asks the buyer to pay now ('0.00' when nothing);
 * - pendingAmount: sent by transfer and awaiting the mall's confirmation ('0.00' when none):
 *   a payment in flight, shown as 付款确认中.
 */
export const orderSummary = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  stage: orderStage,
  createdAt: dateTime,
  /** Who placed it: the staff member's real name. */
  buyerName: z.string(),
  lines: z.array(orderLine),
  /** Tonnes ordered, summed. */
  totalWeight: decimal,
  /** The lines' amounts, summed (货款). */
  goodsAmount: decimal,
  /** 过户费: totalWeight × TRANSFER_FEE_PER_TONNE. */
  transferFee: decimal,
  /** 合计: goodsAmount + transferFee. */
  totalAmount: decimal,
  depositAmount: decimal,
  paidAmount: decimal,
  weighedAmount: z.nullable(decimal),
  dueAmount: decimal,
  pendingAmount: decimal,
  /** The sale contract, made on submit; null before. */
  contractNo: z.nullable(z.string()),
  /** The buyer evaluated the order. */
  commented: z.boolean(),
  /** A modification awaiting the buyer's confirmation. */
  pendingModifiedId: z.nullable(z.int()),
  /** An unpaid difference amount. */
  diff: z.nullable(diffAmount),
  /** Why it was cancelled. */
  cancelReason: z.nullable(z.string()),
  /** A weighing beyond the tolerance (WEIGHING_DIFF_STATUSES); null when none. */
  weighingDiff: z.nullable(
    z.object({
      status: z.enum(WEIGHING_DIFF_STATUSES),
      /** Weighed amount less ordered amount, CNY, signed. */
      amountDiff: decimal,
      /** The buyer's reason of a dispute; null otherwise. */
      reason: z.nullable(z.string()),
    }),
  ),
  /** What its settlement refunded (SETTLEMENT_REFUND_STATUSES); null when nothing. */
  settlementRefund: z.nullable(settlementRefund),
  /**
   * The order's after-sale applications (issue 14; chosen: every one, cancelled and rejected
   * included, oldest first), each opening the general after-sale detail by its id.
   */
  afterSales: z.array(z.object({ afterSaleId: z.int(), afterSaleNo: z.string() })),
  /** 采购单号 ('' when none was given). */
  poNo: z.string(),
  /** 交货方式; null for the seed's orders, placed before the confirmation asked it. */
  deliveryWay: z.nullable(deliveryWayChoice),
  /** 配送's address on one line, as it was when ordered; null for 自提. */
  deliveryAddress: z.nullable(z.string()),
  /** 备注 of the make-order ('' when none). */
  remark: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** An order's make-order terms, as stored. */
export type OrderTermsOf = Pick<
  OrderSummary,
  'poNo' | 'deliveryWay' | 'deliveryAddress' | 'remark'
>;

/** 交货方式 on one line: 自提, or 配送：<address>; '' for the seed's orders (none asked). */
export const deliveryText = ({
  deliveryWay,
  deliveryAddress,
}: Pick<OrderTermsOf, 'deliveryWay' | 'deliveryAddress'>): string =>
  deliveryWay === null
    ? ''
    : [DELIVERY_WAY_LABELS[deliveryWay], deliveryAddress].filter(Boolean).join('：');

/**
 * The make-order terms as the detail and the contract show them, label and text: 采购单号,
 * 交货方式 and 备注; '—' where there is none.
 */
export const orderTermsText = (order: OrderTermsOf): readonly (readonly [string, string])[] => [
  ['采购单号', order.poNo || '—'],
  ['交货方式', deliveryText(order) || '—'],
  ['备注', order.remark || '—'],
];
export const orderPage = page(orderSummary);

/** One step of an order's history (chosen), newest last. */
const orderEvent = z.object({ at: dateTime, text: z.string() });

/** The order detail of every detail call (selectMallOrderNewCsrPcInfoById and the rest). */
export const orderDetail = z.extend(orderSummary, {
  events: z.array(orderEvent),
  /** The company's delivery contact on file, for the delivery form. */
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/**
 * Query of every stage list (chosen): paging (spec section 9) and filters: part of an order
 * number, the creation date range (YYYY-MM-DD, China time), and `ids` (comma-separated order
 * ids: the payment pages list just the orders being paid).
 */
export const orderListQuery = z.extend(pageQuery, {
  orderNo: z.optional(z.string()),
  dateFrom: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'))),
  dateTo: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'))),
  ids: z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/, '订单编号列表格式不正确'))),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
/** The filters of a stage list, without paging. */
export type OrderFilter = Omit<OrderListQuery, 'pageNum' | 'pageSize'>;

/** All orders also filter by stage. */
export const allOrderQuery = z.extend(orderListQuery, { stage: z.optional(orderStage) });
export type AllOrderQuery = z.infer<typeof allOrderQuery>;

/** Query of the detail calls: ?id= (selectMallOrderNewCsrPcInfoById, selectCsrPcAllMallOrderNewInfoById). */
export const orderIdQuery = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

const ids = z.array(z.int().check(z.positive())).check(z.minLength(1, '请选择订单'));

/** POST submitOrder. */
export const submitOrderRequest = z.object({ orderIds: ids });
/** The orders submitted and the stage each went to. */
export const submitOrderResult = z.array(
  z.object({ orderId: z.int(), orderNo: z.string(), stage: orderStage }),
);

/** A cancellation reason (getAllCancelReason). */
const cancelReason = z.object({ id: z.int(), reason: z.string() });
export type CancelReason = z.infer<typeof cancelReason>;
export const cancelReasonList = z.array(cancelReason);

/**
 * Body of every cancel call (orderNew/cancelOrder before submit, new/mall/order/cancelOrder at
 * the deposit, cancelOrderStocking while stocking): a reason, and a remark.
 */
export const cancelOrderRequest = z.object({
  orderId: z.int().check(z.positive()),
  reasonId: z.int().check(z.positive('请选择取消原因')),
  remark: z.optional(remark),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;

// ---------------------------------------------------------------------------------- payments

/** balance: from the company's balance, at once; transfer: offline, until finance confirms. */
const PAY_TYPES = ['balance', 'transfer'] as const;
const payType = z.enum(PAY_TYPES);
export type PayType = z.infer<typeof payType>;
export const PAY_TYPE_LABELS: Readonly<Record<PayType, string>> = {
  balance: '余额支付',
  transfer: '线下转账',
};

export const PAYMENT_KINDS = ['first', 'final', 'diff', 'refund'] as const;
const paymentKind = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof paymentKind>;
export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  first: '定金',
  final: '尾款',
  diff: '差价款',
  refund: '退款',
};
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: '待确认',
  paid: '已支付',
  cancelled: '已取消',
};

/** A payment record (first/pay/{id}, pay/list). */
export const paymentRecord = z.object({
  payId: z.int(),
  orderId: z.int(),
  orderNo: z.string(),
  kind: paymentKind,
  payType: payType,
  amount: decimal,
  status: paymentStatus,
  /** The transfer's bank serial number; null for balance payments. */
  voucherNo: z.nullable(z.string()),
  createdAt: dateTime,
  paidAt: z.nullable(dateTime),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;
export const paymentRecordList = z.array(paymentRecord);
export const paymentRecordPage = page(paymentRecord);
/** Body of pay/list: paging, and optionally one order's number or one kind. */
export const paymentRecordQuery = z.extend(pageQuery, {
  orderNo: z.optional(z.string()),
  kind: z.optional(paymentKind),
});
export type PaymentRecordQuery = z.infer<typeof paymentRecordQuery>;

/** One of the mall's collection accounts (selectCollectionAccountByComapnyId). */
const collectionAccount = z.object({
  id: z.int(),
  companyName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
});
export type CollectionAccount = z.infer<typeof collectionAccount>;
export const collectionAccountList = z.array(collectionAccount);

/**
 * GET bank/info (chosen): the buyer company's account on file, which transfers come from, and
 * its available balance for 余额支付.
 */
export const bankInfo = z.object({
  balance: decimal,
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
});
export type BankInfo = z.infer<typeof bankInfo>;

/** Bank serial number of an offline transfer (chosen: 6–32 letters or digits). */
const voucherNo = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{6,32}$/, '请输入 6–32 位字母或数字的转账流水号'));

/**
 * How a payment is made: from the balance, or by transfer to a collection account with the
 * bank's serial number. Money-moving: sent with an Idempotency-Key.
 */
/** A request of `shape` plus how it is paid (the `payment` fields). */
const paid = <Shape extends Record<string, z.ZodMiniType>>(shape: Shape) =>
  z.discriminatedUnion('payType', [
    z.object({ ...shape, payType: z.literal('balance') }),
    z.object({
      ...shape,
      payType: z.literal('transfer'),
      collectionAccountId: z.int().check(z.positive('请选择收款账户')),
      voucherNo,
    }),
  ]);
export const payment = paid({});
export type Payment = z.infer<typeof payment>;

/** POST confirmPayment: the deposits of these orders. */
export const confirmPaymentRequest = paid({ orderIds: ids });
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequest>;
/** What a payment made: its records, paid at once (balance) or pending (transfer). */
export const paymentResult = z.object({
  payIds: z.array(z.int()),
  status: paymentStatus,
  /** Refunded to the balance (a final payment of less than was paid); '0.00' otherwise. */
  refund: decimal,
});
export type PaymentResult = z.infer<typeof paymentResult>;
/** POST cancelPayment and final/cancel/pay: withdraw pending transfers. */
export const cancelPaymentRequest = z.object({ payIds: ids });

/**
 * Body of final/pay/info and fee/detail (and, with a payment, final/pay): the orders (`ids`)
 * and the lines of them being settled (`detailIds`, every weighed, unpaid line when empty).
 */
export const finalSelection = z.object({
  ids: ids,
  detailIds: z.array(z.int().check(z.positive())),
});
export type FinalSelection = z.infer<typeof finalSelection>;
export const finalPayRequest = paid(finalSelection.shape);
export type FinalPayRequest = z.infer<typeof finalPayRequest>;

/**
 * final/pay/info: the lines being settled with their weighed amounts, and what that comes to:
 * the weighed amount less what the orders paid (deposit and differences, shared over an
 * order's lines by amount). supplement > 0 is to pay; refund > 0 goes back to the balance.
 */
export const finalPayInfo = z.object({
  orders: z.array(orderSummary),
  /** The selected lines. */
  detailIds: z.array(z.int()),
  weighedAmount: decimal,
  paidAmount: decimal,
  supplement: decimal,
  refund: decimal,
  balance: decimal,
});
export type FinalPayInfo = z.infer<typeof finalPayInfo>;

/** The one sum of a final payment, and its fee lines (rules/finalPayment.ts). */
export { finalFeeLines, finalSum } from '../rules/finalPayment.ts';
/** THE sum of an order: goods + 过户费 = 合计, and its deposit (rules/orderCharges.ts). */
export { orderCharges } from '../rules/orderCharges.ts';
export type { OrderCharges } from '../rules/orderCharges.ts';

/**
 * fee/detail: the settlement as a running sum (finalFeeLines): 货款（按过磅）, − 已付定金,
 * − 差价款, = 应付尾款 or 应退款 (one of them).
 */
const feeItem = z.object({ label: z.string(), amount: decimal });
export type FeeItem = z.infer<typeof feeItem>;
export const feeDetail = z.array(feeItem);

/** selectFinalMallOrderDetailListByIds ?ids=: the lines of those orders, with their order. */
const finalLine = z.extend(orderLine, { orderId: z.int(), orderNo: z.string() });
export type FinalLine = z.infer<typeof finalLine>;
export const finalLineList = z.array(finalLine);

// ---------------------------------------------------------------------------------- stocking

/** POST weighingConfirm: the order whose 磅差 the buyer accepts. */
export const weighingAnswer = z.object({ orderId: z.int().check(z.positive()) });
/** POST weighingDispute: the order and why its weighing is disputed. */
export const weighingDisputeRequest = z.object({
  orderId: z.int().check(z.positive()),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请填写异议原因'),
      z.maxLength(REMARK_MAX, `最多 ${REMARK_MAX} 个字`),
    ),
});
export type WeighingDisputeRequest = z.infer<typeof weighingDisputeRequest>;

/** The stocking steps (chosen), in order; `doneAt` is null until reached. */
const stockingStep = z.object({ label: z.string(), doneAt: z.nullable(dateTime) });
export type StockingStep = z.infer<typeof stockingStep>;

/**
 * Contract reminders (under /pc/mall/stocking/contract/, each GET with `parentid`, the order
 * id; chosen meanings):
 * - reminder ?parentid&content: the buyer reminds the mill (催货); answers the new thread;
 * - followUp ?parentid: the threads, newest first, each with the mall's replies;
 * - delivery ?parentid: the planned delivery;
 * - replyCheck ?parentid: marks the replies read; answers how many were unread.
 */
const contractReply = z.object({ content: z.string(), at: dateTime, read: z.boolean() });
export const contractReminder = z.object({
  id: z.int(),
  content: z.string(),
  at: dateTime,
  replies: z.array(contractReply),
});
export type ContractReminder = z.infer<typeof contractReminder>;
export const contractReminderList = z.array(contractReminder);
export const contractReminderQuery = z.object({
  parentid: z.coerce.number().check(z.int(), z.positive()),
  content: z
    .string()
    .check(z.minLength(1, '请输入催货内容'), z.maxLength(REMARK_MAX, `最多 ${REMARK_MAX} 个字`)),
});
export const parentQuery = z.object({ parentid: z.coerce.number().check(z.int(), z.positive()) });
export const plannedDelivery = z.object({
  plannedAt: z.nullable(z.string()),
  inventory: z.string(),
  note: z.string(),
});
export type PlannedDelivery = z.infer<typeof plannedDelivery>;
export const replyCheck = z.object({ unread: z.int() });

// ---------------------------------------------------------------------------- modification

/** modifiedOrder: new tonnages for some lines of a firstPayment or stocking order. */
export const modifyOrderRequest = z.object({
  orderId: z.int().check(z.positive()),
  lines: z
    .array(z.object({ detailId: z.int().check(z.positive()), weight: tonnage }))
    .check(z.minLength(1, '请至少修改一行')),
  remark: z.optional(remark),
});
export type ModifyOrderRequest = z.infer<typeof modifyOrderRequest>;
const modificationLine = z.object({
  detailId: z.int(),
  productName: z.string(),
  /** Size text, as the order's line writes it ('' for ingots). */
  spec: z.string(),
  oldWeight: decimal,
  newWeight: decimal,
  unitPrice: decimal,
  oldAmount: decimal,
  newAmount: decimal,
});
/**
 * A modification, priced: the new amount and the deposit difference it makes. Chosen once for
 * its deposit consequence (rules/orders.ts `modificationConsequence` words it in the confirm
 * dialog, the sandbox applies it and writes it in the order's timeline):
 * - depositDiff > 0: a stocking order owes it as a difference amount (差价款) once confirmed;
 *   an order whose deposit is still due is asked the new deposit instead;
 * - depositDiff < 0: the deposit paid over the new deposit is carried to the final payment
 *   (转入尾款结算, never refunded on its own), which settles against everything paid; the audit's
 *   `overpaidDepositCarried` checks that the timeline says so.
 */
export const modification = z.object({
  modifiedId: z.int(),
  orderId: z.int(),
  status: modificationStatus,
  lines: z.array(modificationLine),
  oldAmount: decimal,
  newAmount: decimal,
  depositDiff: decimal,
  remark: z.string(),
  createdAt: dateTime,
});
export type Modification = z.infer<typeof modification>;

/** selectStokingPcByOrderId ?orderId=: the order and how far stocking got. */
export const stockingDetail = z.object({
  order: orderDetail,
  steps: z.array(stockingStep),
  /** Production started: cancelOrderStocking is no longer allowed. */
  producing: z.boolean(),
  /**
   * The modification awaiting the buyer's confirmation (the summary's pendingModifiedId), priced,
   * for the dialog that shows what 确认修改 changes before it applies; null when none.
   */
  modification: z.nullable(modification),
  /** Replies the buyer has not read yet. */
  unreadReplies: z.int(),
});
export type StockingDetail = z.infer<typeof stockingDetail>;
export const getDiffAmountQuery = z.object({
  orderId: z.coerce.number().check(z.int(), z.positive()),
});
/** PUT submitDiffAmount: pays a difference amount. Money-moving. */
export const submitDiffRequest = paid({ diffId: z.int().check(z.positive()) });
export type SubmitDiffRequest = z.infer<typeof submitDiffRequest>;

// ---------------------------------------------------------------------------------- delivery

export const DELIVERY_TYPES = ['self', 'logistics'] as const;
export const deliveryType = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryType>;
export const DELIVERY_TYPE_LABELS: Readonly<Record<DeliveryType, string>> = {
  self: '自提',
  logistics: '物流配送',
};
export const DELIVERY_STATUSES = ['applied', 'shipped', 'received'] as const;
const deliveryStatus = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatus>;
export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  applied: '待发货',
  shipped: '待收货',
  received: '已收货',
};
export const INVOICE_STATUSES = ['none', 'applied', 'invoicing', 'issued'] as const;
const invoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  none: '待开票',
  applied: '已申请开票',
  invoicing: '开票中',
  issued: '已开票',
};

export const deliveryLine = z.object({
  detailId: z.int(),
  productName: z.string(),
  spec: z.string(),
  weight: decimal,
  unitPrice: decimal,
  amount: decimal,
});
export type DeliveryLine = z.infer<typeof deliveryLine>;

/** A delivery (a part or all of an order's paid tonnage). */
export const delivery = z.object({
  deliveryId: z.int(),
  deliveryNo: z.string(),
  orderId: z.int(),
  orderNo: z.string(),
  status: deliveryStatus,
  deliveryType: deliveryType,
  lines: z.array(deliveryLine),
  totalWeight: decimal,
  amount: decimal,
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  plateNo: z.string(),
  plannedDate: z.string(),
  logisticsCompany: z.nullable(z.string()),
  logisticsNo: z.nullable(z.string()),
  createdAt: dateTime,
  shippedAt: z.nullable(dateTime),
  receivedAt: z.nullable(dateTime),
  invoiceStatus: invoiceStatus,
  invoiceId: z.nullable(z.int()),
  commented: z.boolean(),
});
export type Delivery = z.infer<typeof delivery>;
export const deliveryPage = page(delivery);

/** selectDeliveryInfoByOrderId ?orderId=: the order, its deliveries so far, and what remains per line. */
export const deliveryInfo = z.object({
  order: orderDetail,
  deliveries: z.array(delivery),
  remaining: z.array(z.object({ detailId: z.int(), weight: decimal })),
});
export type DeliveryInfo = z.infer<typeof deliveryInfo>;

/** A car plate, e.g. 粤A12345 (chosen check). */
export const plateNo = z
  .string()
  .check(z.regex(/^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/, '请输入正确的车牌号，如 粤A12345'));

/** POST createSaleDeliveryList: one delivery of some paid tonnes. Sent with an Idempotency-Key. */
export const createDeliveryRequest = z.object({
  orderId: z.int().check(z.positive()),
  lines: z
    .array(z.object({ detailId: z.int().check(z.positive()), weight: tonnage }))
    .check(z.minLength(1, '请选择发货商品')),
  deliveryType: deliveryType,
  contactName: z
    .string()
    .check(z.trim(), z.minLength(1, '请输入联系人'), z.maxLength(20, '联系人最多 20 个字')),
  contactPhone: mobileNumber,
  /** Required for logistics. */
  address: z.string().check(z.maxLength(100, '地址最多 100 个字')),
  /** Required for self pickup. */
  plateNo: z.string(),
  /** YYYY-MM-DD, today or later. */
  plannedDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择提货日期')),
});
export type CreateDeliveryRequest = z.infer<typeof createDeliveryRequest>;
export const createDeliveryResult = z.object({ deliveryId: z.int(), deliveryNo: z.string() });

/** selectSaleDeliveryPcList ?type=: 1 shipped and to receive, 2 received. */
export const RECEIPT_LIST_TYPES = { toReceive: 1, received: 2 } as const;
export const receiptListQuery = z.extend(orderListQuery, {
  type: z.coerce.number().check(z.int(), z.gte(1), z.lte(2)),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuery>;

/** Logistics of a delivery (logisticNumber/{no}); `nodes` newest first. */
export const logisticsNode = z.object({ at: dateTime, text: z.string() });
export type LogisticsNode = z.infer<typeof logisticsNode>;
export const logistics = z.object({
  logisticsNo: z.string(),
  company: z.string(),
  nodes: z.array(logisticsNode),
});
export type Logistics = z.infer<typeof logistics>;

// ----------------------------------------------------------------------------------- invoice

export const INVOICE_KINDS = ['special', 'normal'] as const;
const invoiceKind = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof invoiceKind>;
export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = {
  special: '增值税专用发票',
  normal: '增值税普通发票',
};

/**
 * An invoice: generated from deliveries (generateSaleDeliveryInvoice/{deliveryId}), then
 * applied for; previewInvoice ?invoiceId= shows it. The buyer's details come from the company.
 */
export const invoice = z.object({
  invoiceId: z.nullable(z.int()),
  invoiceNo: z.nullable(z.string()),
  status: invoiceStatus,
  kind: invoiceKind,
  deliveryIds: z.array(z.int()),
  title: z.string(),
  taxNo: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  address: z.string(),
  lines: z.array(deliveryLine),
  /** Tax included: the sum of the deliveries' amounts. */
  amount: decimal,
  taxRate: decimal,
  /** The VAT inside `amount` (chosen): amount × taxRate / (1 + taxRate), to the fen, half up. */
  taxAmount: decimal,
  appliedAt: z.nullable(dateTime),
});
export type Invoice = z.infer<typeof invoice>;

/** POST submitInvoiceApply. */
export const invoiceApplyRequest = z.object({
  deliveryIds: z.array(z.int().check(z.positive())).check(z.minLength(1, '请选择开票的发货单')),
  kind: invoiceKind,
  remark: z.optional(remark),
});
export type InvoiceApplyRequest = z.infer<typeof invoiceApplyRequest>;
export const invoiceApplyResult = z.object({ invoiceId: z.int() });

/** toBeBilledList ?status=: the received deliveries by invoice status. */
export const billListQuery = z.extend(orderListQuery, { status: invoiceStatus });
export type BillListQuery = z.infer<typeof billListQuery>;
/** PUT cancelBill { invoiceId }: takes back an application not yet being issued. */
export const cancelBillRequest = z.object({ invoiceId: z.int().check(z.positive()) });

// -------------------------------------------------------------------------------- evaluation

const SCORE_MAX = 5;
const score = z.int().check(z.gte(1, '请选择评分'), z.lte(SCORE_MAX, `评分最多 ${SCORE_MAX} 星`));
const commentText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, '请输入评价内容'),
    z.maxLength(REMARK_MAX, `最多 ${REMARK_MAX} 个字`),
  );
/** A delivery's evaluation (GET ?deliveryId= answers it or null; POST makes it). */
export const deliveryComment = z.object({
  deliveryId: z.int().check(z.positive()),
  score,
  content: commentText,
});
export type DeliveryComment = z.infer<typeof deliveryComment>;
export const deliveryCommentQuery = z.object({
  deliveryId: z.coerce.number().check(z.int(), z.positive()),
});
/** POST orderComment: the order's evaluation, once every delivery is received. */
export const orderComment = z.object({
  orderId: z.int().check(z.positive()),
  score,
  content: commentText,
});
export type OrderComment = z.infer<typeof orderComment>;

// --------------------------------------------------------------------------------- contracts

export const CONTRACT_STATUSES = ['generated', 'customerUploaded'] as const;
const contractStatus = z.enum(CONTRACT_STATUSES);
export const CONTRACT_STATUS_LABELS: Readonly<Record<(typeof CONTRACT_STATUSES)[number], string>> =
  {
    generated: '平台合同',
    customerUploaded: '已上传盖章合同',
  };
/** Our text, for a contract signed with the company's electronic seal (the spec shows none). */
export const CONTRACT_SIGNED_LABEL = '已电子签章';
/** A sale contract, made when an order is submitted. */
export const saleContract = z.object({
  contractId: z.int(),
  contractNo: z.string(),
  orderId: z.int(),
  orderNo: z.string(),
  /** The order's 采购单号 ('' when none), as the contract's PDF prints it. */
  poNo: z.string(),
  /** The order's 交货方式 (null on an order placed before the confirmation asked). */
  deliveryWay: z.nullable(deliveryWayChoice),
  /** 配送's address on one line; null otherwise. */
  deliveryAddress: z.nullable(z.string()),
  amount: decimal,
  createdAt: dateTime,
  status: contractStatus,
  /** The file name of the customer's signed contract; null until uploaded. */
  customerFileName: z.nullable(z.string()),
  /**
   * Chosen: signed with the company's electronic seal (电子签章, its record in signaturePaths
   * .records); 查看合同 and 下载合同 then fetch the stamped copy, and it cannot be signed again.
   */
  signed: z.boolean(),
});
export type SaleContract = z.infer<typeof saleContract>;
export const saleContractPage = page(saleContract);
/**
 * getContractPdfUrl ?contractId=: where the PDF is, a path under /api/csr (anything else is
 * refused, so that the token never goes to another origin).
 */
export const contractPdfUrl = z.object({
  url: z.string().check(z.startsWith(`${API_BASE}/`, '合同地址不正确')),
});

/** Largest signed contract accepted (chosen), in bytes. */
export const CONTRACT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Why a signed contract's file (its name and bytes) cannot be uploaded; the form's check too. */
export { contractFileError } from '../rules/contracts.ts';
/** PUT customerUploadCustomSaleContract: the signed PDF, base64. */
export const uploadContractRequest = z.object({
  contractId: z.int().check(z.positive()),
  fileName: z
    .string()
    .check(z.regex(/\.pdf$/i, '请上传 PDF 文件'), z.maxLength(100, '文件名最多 100 个字')),
  /** Base64 of the PDF. */
  content: z.string().check(z.minLength(1, '文件为空')),
});
export type UploadContractRequest = z.infer<typeof uploadContractRequest>;
