/**
 * No access across companies: every call that takes the id of a company's thing (in its path,
 * its query or its body: an order, a staff member, a won lot, an uploaded file, a message),
 * sent by the administrator of another company with company A's id, is refused and changes
 * nothing, neither A's rows nor the caller's (nothing is stored for B); and an employee of A is
 * refused every administrator-only call.
 *
 * Left out (they take no id of a company's thing, or scope by the token alone):
 * - the list, count and export calls (query/wait/submit, selectCsrPcAllMallOrderNewList, …):
 *   they take no id, the company comes from the token;
 * - delCartByBid/{id}, delCartByCid/{id}, delSaleOut: cart lines are the user's own and deleted
 *   by batch id within them; clearUnread, changeStatus/messageTypeId, getMessageList: by message
 *   type within the user's own inbox; reminders are the user's, never addressed by id (one
 *   message is, by changeStatus?id=, in the table);
 * - the auction calls but makeOrder: activities and lots are public, reservations and bids are
 *   the user's own, addressed by the activity or lot (no other company's row to reach);
 *   makeOrder takes won lots' ids and is in the table;
 * - getAddressByCustomerId and the invoicing information: scoped by the token; another company's
 *   address ids are refused in address.test.ts;
 * - the capital record's DELETE /pc/finance/capital/{id} and its voucher GET capital/{id}/voucher:
 *   another company's record is refused in funds.test.ts, which makes the pending recharge they
 *   need (capital/list is scoped by the token);
 * - logisticNumber/{no}: a carrier's tracking number, public at the carrier;
 * - 再次购买's repeatedlyBuy/list and selectToBeSubmittedCount: they take no id, the company comes
 *   from the token (repeatBuy.test.ts shows another company's buyer gets none of A's products).
 */
import type { SQL } from 'drizzle-orm';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, paths } from '@mall/domain/contract';
import {
  AFTER_SALE_ORDER_STAGES,
  afterSalePaths,
  afterSaleReason,
  applyInfo,
  uploadedPic,
} from '@mall/domain/contract/afterSales';
import { auctionPaths, wonLots } from '@mall/domain/contract/auctions';
import { inquiryPaths } from '@mall/domain/contract/inquiry';
import { inquiryDetailPaths } from '@mall/domain/contract/inquiryDetail';
import { ORDER_ADMIN_CODE, ORDER_ADMIN_MESSAGE, orderPaths } from '@mall/domain/contract/orders';
import { signaturePaths } from '@mall/domain/contract/signature';
import { adminChangePaths, staffPage, staffPaths } from '@mall/domain/contract/staff';
import { uploadedFile, userCentrePaths } from '@mall/domain/contract/userCentre';
import { tonnes } from '@mall/domain/money';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { afterSales } from './db/afterSalesSchema.ts';
import { auctionLots } from './db/auctionsSchema.ts';
import { inquiries, inquiryLines, inquiryQuotes } from './db/inquirySchema.ts';
import {
  READ_STATUS,
  adminChanges,
  companyAccounts,
  companyApplications,
  contracts,
  deliveries,
  diffAmounts,
  invoices,
  modifications,
  orderEvents,
  orderItems,
  orders,
  messages,
  payments,
  staffMembers,
  users,
} from './db/schema.ts';
import { capitalRecords } from './db/userCentreSchema.ts';
import { FIXED_NOW, PICKUP, bindCodeFor, dataOf, failureOf, login, withQuery } from './testing.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let sandbox: Sandbox;
let admin: string;
let employee: string;
let stranger: string;
/** A user of no company (certification is asked before one exists). */
let outsider: string;
let companyA: number;

/** A's ids the calls are tried with. */
type Ids = {
  order: Record<
    | 'toBeSubmitted'
    | 'firstPayment'
    | 'stocking'
    | 'final'
    | 'saleDelivery'
    | 'toInvoice'
    | 'completed',
    number
  >;
  /** A line of the final-payment order. */
  detail: number;
  payment: number;
  delivery: number;
  invoice: number;
  contract: number;
  modification: { id: number; orderId: number };
  diff: { id: number; orderId: number };
  afterSale: number;
  inquiry: number;
  inquiryLine: number;
  quote: number;
  identification: number;
  file: number;
  /** A's staff lines: 王海峰's application (待审核) and the employee's. */
  member: { applying: number; active: number };
  /** Lots A won and has not ordered yet. */
  wonLots: number[];
  /** After-sale photos A's administrator uploaded. */
  pics: number[];
  /** An unread message of A's administrator. */
  message: number;
};
let ids: Ids;

/** B's own things a call needs beside A's ids, so that only A's id can be refused. */
let ofB: {
  /** A received order of B's and a claimable line of it (sheet goods by the piece). */
  claim: {
    orderId: number;
    reasonId: number;
    line: { detailId: number; pieces: number | null; weight: string; measured: null };
  };
  /** An active employee of B and the SMS code sent to their mobile. */
  newAdmin: { mobile: string; smsCode: string };
};

/** A table of numbered rows. */
type Owned =
  | typeof orderItems
  | typeof payments
  | typeof deliveries
  | typeof invoices
  | typeof contracts
  | typeof afterSales
  | typeof inquiries
  | typeof inquiryLines
  | typeof inquiryQuotes;

const first = <T>(rows: readonly T[], what: string): T => {
  const [row] = rows;
  if (row === undefined) throw new Error(`no ${what} of company A`);
  return row;
};

const orderIn = async (stage: (typeof orders.$inferSelect)['stage']) =>
  first(
    await sandbox.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyA), eq(orders.stage, stage))),
    `${stage} order`,
  ).id;

const ofA = <T extends { orderId: unknown }>(table: T) =>
  inArray(
    table.orderId as typeof orders.id,
    sandbox.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyA)),
  );

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
  const { db } = sandbox;
  const userOf = async (username: string) =>
    first(await db.select().from(users).where(eq(users.username, username)), username);
  const userCompany = async (username: string) => (await userOf(username)).companyId ?? 0;
  companyA = await userCompany('13800000001');
  // Company B: the seed's second certified company, whose administrator becomes the uncertified
  // demo user; its frozen administrator becomes an active employee (the new administrator B
  // names). The seed gives it no orders: it gets one of A's received orders (not one the ids
  // below reach).
  const companyB = await userCompany('13800000005');
  await db
    .update(users)
    .set({ companyId: companyB, isAdministrators: 1, userExamineState: 2 })
    .where(eq(users.username, '13800000003'));
  await db
    .update(users)
    .set({ isAdministrators: 0, status: 'active' })
    .where(eq(users.username, '13800000005'));
  stranger = await login(sandbox.app, '13800000003');
  outsider = await login(sandbox.app, '13800000004');

  const idOf = async (table: Owned, where: SQL | undefined, what: string) =>
    first(await db.select({ id: table.id }).from(table).where(where), what).id;
  const staff = await dataOf(
    sandbox.app,
    staffPage,
    withQuery(staffPaths.list, { pageNum: 1, pageSize: 50 }),
    { token: admin },
  );
  const memberOf = (mobile: string) =>
    first(
      staff.rows.filter((row) => row.mobile === mobile),
      `staff line of ${mobile}`,
    ).id;
  const won = await dataOf(sandbox.app, wonLots, auctionPaths.won, { token: admin });
  const pic = async () =>
    (
      await dataOf(sandbox.app, uploadedPic, afterSalePaths.uploadPic, {
        token: admin,
        body: { fileName: '破损.png', content: PNG.toString('base64') },
      })
    ).picId;
  const final = await orderIn('final');
  const inquiry = await idOf(inquiries, eq(inquiries.companyId, companyA), 'inquiry');
  const owned = { id: modifications.id, orderId: modifications.orderId };
  ids = {
    order: {
      toBeSubmitted: await orderIn('toBeSubmitted'),
      firstPayment: await orderIn('firstPayment'),
      stocking: await orderIn('stocking'),
      final,
      saleDelivery: await orderIn('saleDelivery'),
      toInvoice: await orderIn('toInvoice'),
      completed: await orderIn('completed'),
    },
    detail: await idOf(orderItems, eq(orderItems.orderId, final), 'order line'),
    payment: await idOf(payments, ofA(payments), 'payment'),
    delivery: await idOf(deliveries, ofA(deliveries), 'delivery'),
    invoice: await idOf(invoices, eq(invoices.companyId, companyA), 'invoice'),
    contract: await idOf(contracts, ofA(contracts), 'contract'),
    modification: first(
      await db.select(owned).from(modifications).where(ofA(modifications)),
      'modification',
    ),
    diff: first(
      await db
        .select({ id: diffAmounts.id, orderId: diffAmounts.orderId })
        .from(diffAmounts)
        .where(ofA(diffAmounts)),
      'difference',
    ),
    afterSale: await idOf(afterSales, eq(afterSales.companyId, companyA), 'after-sale'),
    inquiry,
    inquiryLine: await idOf(inquiryLines, eq(inquiryLines.inquiryId, inquiry), 'inquiry line'),
    quote: await idOf(
      inquiryQuotes,
      inArray(
        inquiryQuotes.lineId,
        db
          .select({ id: inquiryLines.id })
          .from(inquiryLines)
          .innerJoin(inquiries, eq(inquiries.id, inquiryLines.inquiryId))
          .where(eq(inquiries.companyId, companyA)),
      ),
      'quote',
    ),
    identification: (
      await dataOf(sandbox.app, z.object({ id: z.int() }), q.identification, {
        token: admin,
        body: { text: '6063-T5 2.0*1250*2500 氧化 3吨' },
      })
    ).id,
    file: (
      await dataOf(sandbox.app, uploadedFile, userCentrePaths.upload, {
        token: admin,
        body: { fileName: 'licence.png', content: PNG.toString('base64') },
      })
    ).fileId,
    member: { applying: memberOf('13800000003'), active: memberOf('13800000002') },
    wonLots: won.filter(({ orderNo }) => orderNo === null).map(({ lotId }) => lotId),
    pics: [await pic(), await pic()],
    message: first(
      await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.userId, (await userOf('13800000001')).id),
            eq(messages.readStatus, READ_STATUS.unread),
          ),
        ),
      'unread message',
    ).id,
  };
  if (ids.wonLots.length === 0) throw new Error('no open won lot of company A');

  // Not an order any row above reaches.
  const orderOfRow = async (
    table:
      | typeof orderItems
      | typeof payments
      | typeof deliveries
      | typeof contracts
      | typeof afterSales,
    id: number,
  ) =>
    first(await db.select({ orderId: table.orderId }).from(table).where(eq(table.id, id)), 'order')
      .orderId;
  const taken = [
    ...Object.values(ids.order),
    ids.modification.orderId,
    ids.diff.orderId,
    await orderOfRow(orderItems, ids.detail),
    await orderOfRow(payments, ids.payment),
    await orderOfRow(deliveries, ids.delivery),
    await orderOfRow(contracts, ids.contract),
    await orderOfRow(afterSales, ids.afterSale),
  ];
  const received = first(
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, companyA),
          inArray(orders.stage, [...AFTER_SALE_ORDER_STAGES]),
          notInArray(orders.id, taken),
        ),
      )
      .orderBy(orders.id),
    'received order',
  ).id;
  await db
    .update(orders)
    .set({ companyId: companyB, userId: (await userOf('13800000003')).id })
    .where(eq(orders.id, received));
  const info = await dataOf(
    sandbox.app,
    applyInfo,
    withQuery(as.applyInfo, { orderId: received }),
    {
      token: stranger,
    },
  );
  const line = first(
    info.lines.filter(({ claimableWeight }) => Number(claimableWeight) > 0),
    'claimable line',
  );
  const [reason] = await dataOf(
    sandbox.app,
    z.array(afterSaleReason),
    withQuery(as.reasons, { kind: 'refundOnly' }),
    { token: stranger },
  );
  ofB = {
    claim: {
      orderId: received,
      reasonId: reason?.reasonId ?? 0,
      line: {
        detailId: line.detailId,
        pieces: line.claimablePieces === null ? null : 1,
        weight: line.pieceWeight === null ? '0.100' : tonnes(line.pieceWeight),
        measured: null,
      },
    },
    newAdmin: { mobile: '13800000005', smsCode: await bindCodeFor(sandbox.app, '13800000005') },
  };
});
afterAll(() => sandbox.close());

/**
 * Company A's rows, and what a call of B's could store (orders, after-sales, certifications,
 * administrator changes), a refused call must leave as they were.
 */
const snapshot = async () => {
  const { db } = sandbox;
  const usersOfA = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyA));
  return JSON.stringify([
    await db.$count(orders),
    await db.select().from(afterSales).orderBy(afterSales.id),
    await db.select().from(companyApplications).orderBy(companyApplications.id),
    await db.select().from(adminChanges).orderBy(adminChanges.id),
    await db.select().from(users).where(eq(users.companyId, companyA)).orderBy(users.id),
    await db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.companyId, companyA))
      .orderBy(staffMembers.id),
    await db
      .select({ id: messages.id, readStatus: messages.readStatus })
      .from(messages)
      .where(inArray(messages.userId, usersOfA))
      .orderBy(messages.id),
    await db
      .select()
      .from(auctionLots)
      .where(eq(auctionLots.leaderCompanyId, companyA))
      .orderBy(auctionLots.id),
    await db.select().from(orders).where(eq(orders.companyId, companyA)).orderBy(orders.id),
    await db.select().from(payments).where(ofA(payments)).orderBy(payments.id),
    await db.select().from(orderEvents).where(ofA(orderEvents)).orderBy(orderEvents.id),
    await db.select().from(deliveries).where(ofA(deliveries)).orderBy(deliveries.id),
    await db.select().from(invoices).where(eq(invoices.companyId, companyA)).orderBy(invoices.id),
    await db.select().from(contracts).where(ofA(contracts)).orderBy(contracts.id),
    await db.select().from(modifications).where(ofA(modifications)).orderBy(modifications.id),
    await db.select().from(diffAmounts).where(ofA(diffAmounts)).orderBy(diffAmounts.id),
    await db.select().from(inquiries).where(eq(inquiries.companyId, companyA)),
    await db.select().from(companyAccounts).where(eq(companyAccounts.companyId, companyA)),
    await db.select().from(capitalRecords).where(eq(capitalRecords.companyId, companyA)),
  ]);
};

let keys = 0;
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: `cross-${(keys += 1)}` });

type Row = {
  /** The call as the spec names it. */
  call: string;
  method?: 'GET' | 'POST' | 'PUT';
  path: (id: Ids) => string;
  body?: (id: Ids) => object;
  /** Money-moving calls carry an Idempotency-Key. */
  keyed?: true;
  /** Only the company's administrator may call it (see `requirePermission`). */
  adminOnly?: true;
  /**
   * The refusal when it is not the not-found of a thing the call addresses (404 …不存在): an id
   * checked with the rest of its body is refused as that body's error, as an unknown id is.
   */
  refusal?: readonly [number, string];
  /** Sent by a user of no company, not B's administrator (certification precedes a company). */
  byOutsider?: true;
};

const o = orderPaths;
const as = afterSalePaths;
const q = inquiryPaths;
const paidBy = { payType: 'balance' } as const;
/** A line of A's order whose final payment is due. */
const finalSelection = (i: Ids) => ({ ids: [i.order.final], detailIds: [i.detail] });
/** An after-sale claim on a line of A's order. */
const claim = (i: Ids) => ({
  orderId: i.order.final,
  kind: 'refundOnly',
  reasonId: 1,
  lines: [{ detailId: i.detail, pieces: null, weight: '0.5', measured: null }],
  amount: '10.00',
  picIds: [],
  description: '少发',
  contactName: '王海峰',
  contactPhone: '13800000003',
});

const CROSS_COMPANY: readonly Row[] = [
  // orders and stocking
  {
    call: 'selectMallOrderNewCsrPcInfoById',
    path: (i) => withQuery(o.waitSubmitDetail, { id: i.order.toBeSubmitted }),
  },
  {
    call: 'submitOrder',
    adminOnly: true,
    path: () => o.submit,
    body: (i) => ({ orderIds: [i.order.toBeSubmitted] }),
    keyed: true,
  },
  {
    call: 'orderNew/cancelOrder',
    adminOnly: true,
    path: () => o.cancelUnsubmitted,
    body: (i) => ({ orderId: i.order.toBeSubmitted, reasonId: 1 }),
    keyed: true,
  },
  {
    call: 'selectStokingPcByOrderId',
    path: (i) => withQuery(o.stockingDetail, { orderId: i.order.stocking }),
  },
  {
    call: 'cancelOrderStocking',
    adminOnly: true,
    path: () => o.cancelStocking,
    body: (i) => ({ orderId: i.order.stocking, reasonId: 1 }),
    keyed: true,
  },
  {
    call: 'contract/reminder',
    path: (i) => withQuery(o.contractReminder, { parentid: i.order.stocking, content: '催' }),
  },
  {
    call: 'contract/followUp',
    path: (i) => withQuery(o.contractFollowUp, { parentid: i.order.stocking }),
  },
  {
    call: 'contract/delivery',
    path: (i) => withQuery(o.contractDelivery, { parentid: i.order.stocking }),
  },
  {
    call: 'contract/replyCheck',
    path: (i) => withQuery(o.contractReplyCheck, { parentid: i.order.stocking }),
  },
  {
    call: 'selectCsrPcAllMallOrderNewInfoById',
    path: (i) => withQuery(o.allDetail, { id: i.order.completed }),
  },
  {
    call: 'getDetailListPdf',
    path: () => o.detailPdf,
    body: (i) => ({ orderId: i.order.completed }),
  },
  // payments
  {
    call: 'new/mall/order/cancelOrder',
    adminOnly: true,
    path: () => o.cancelFirst,
    body: (i) => ({ orderId: i.order.firstPayment, reasonId: 1 }),
    keyed: true,
  },
  { call: 'record/first/pay', path: (i) => `${o.firstPayRecords}/${i.order.firstPayment}` },
  {
    call: 'confirmPayment',
    adminOnly: true,
    path: () => o.confirmPayment,
    body: (i) => ({ orderIds: [i.order.firstPayment], ...paidBy }),
    keyed: true,
  },
  {
    call: 'cancelPayment',
    adminOnly: true,
    path: () => o.cancelPayment,
    body: (i) => ({ payIds: [i.payment] }),
  },
  {
    call: 'final/pay/info',
    path: () => o.finalPayInfo,
    body: finalSelection,
  },
  {
    call: 'final/pay',
    adminOnly: true,
    path: () => o.finalPay,
    body: (i) => ({ ...finalSelection(i), ...paidBy }),
    keyed: true,
  },
  {
    call: 'final/cancel/pay',
    adminOnly: true,
    path: () => o.finalCancelPay,
    body: (i) => ({ payIds: [i.payment] }),
  },
  {
    call: 'fee/detail',
    path: () => o.feeDetail,
    body: finalSelection,
  },
  {
    call: 'selectFinalMallOrderDetailListByIds',
    path: (i) => withQuery(o.finalLines, { ids: i.order.final }),
  },
  // modifications
  {
    call: 'modifiedOrder',
    adminOnly: true,
    path: () => o.modify,
    body: (i) => ({ orderId: i.order.stocking, lines: [{ detailId: i.detail, weight: '1' }] }),
  },
  {
    call: 'cancelModified',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${o.cancelModified}/${i.modification.orderId}/${i.modification.id}`,
  },
  {
    call: 'submitModified',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${o.submitModified}/${i.modification.orderId}/${i.modification.id}`,
  },
  { call: 'getDiffAmount', path: (i) => withQuery(o.diffAmount, { orderId: i.diff.orderId }) },
  {
    call: 'submitDiffAmount',
    adminOnly: true,
    method: 'PUT',
    path: () => o.submitDiff,
    body: (i) => ({ diffId: i.diff.id, ...paidBy }),
    keyed: true,
  },
  {
    call: 'pcCancelDiffAmount',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${o.cancelDiff}/${i.diff.id}`,
  },
  // deliveries
  {
    call: 'selectDeliveryInfoByOrderId',
    path: (i) => withQuery(o.deliveryInfo, { orderId: i.order.saleDelivery }),
  },
  {
    call: 'selectDeliveryByIds',
    method: 'PUT',
    path: (i) => `${o.deliveryLines}/${i.order.saleDelivery}/${i.detail}`,
  },
  {
    call: 'createSaleDeliveryList',
    path: () => o.createDelivery,
    body: (i) => ({
      orderId: i.order.saleDelivery,
      lines: [{ detailId: i.detail, weight: '1' }],
      deliveryType: 'self',
      contactName: '王海峰',
      contactPhone: '13800000003',
      address: '',
      plateNo: '粤A12345',
      plannedDate: '2026-03-20',
    }),
    keyed: true,
  },
  {
    call: 'selectSaleDeliveryCsrPcInfo',
    path: (i) => withQuery(o.receiptDetail, { id: i.delivery }),
  },
  { call: 'confirmReceiving', method: 'PUT', path: (i) => `${o.confirmReceiving}/${i.delivery}` },
  {
    call: 'logistics/progress/latest',
    method: 'PUT',
    path: (i) => `${o.logisticsLatest}/${i.delivery}`,
  },
  {
    call: 'saleDeliveryComment (GET)',
    path: (i) => withQuery(o.deliveryComment, { deliveryId: i.delivery }),
  },
  {
    call: 'saleDeliveryComment (POST)',
    path: () => o.deliveryComment,
    body: (i) => ({ deliveryId: i.delivery, score: 5, content: '好' }),
  },
  {
    call: 'orderComment',
    path: () => o.orderComment,
    body: (i) => ({ orderId: i.order.toInvoice, score: 5, content: '好' }),
  },
  // invoices
  { call: 'generateSaleDeliveryInvoice', path: (i) => `${o.generateInvoice}/${i.delivery}` },
  {
    call: 'submitInvoiceApply',
    path: () => o.submitInvoice,
    body: (i) => ({ deliveryIds: [i.delivery], kind: 'normal' }),
    keyed: true,
  },
  {
    call: 'cancelBill',
    method: 'PUT',
    path: () => o.cancelBill,
    body: (i) => ({ invoiceId: i.invoice }),
  },
  { call: 'previewInvoice', path: (i) => withQuery(o.previewInvoice, { invoiceId: i.invoice }) },
  // contracts and their PDFs
  {
    call: 'customerUploadCustomSaleContract',
    adminOnly: true,
    method: 'PUT',
    path: () => o.uploadContract,
    body: (i) => ({
      contractId: i.contract,
      fileName: 'a.pdf',
      content: Buffer.from('%PDF-1.4').toString('base64'),
    }),
  },
  {
    call: 'getContractPdfUrl',
    path: (i) => withQuery(o.contractPdfUrl, { contractId: i.contract }),
  },
  { call: 'mall/order/contract', path: (i) => `${o.orderContract}/${i.order.completed}` },
  { call: 'saleContractView', path: (i) => `${o.contractView}/${i.contract}` },
  { call: 'getContractPdf', path: () => o.contractPdf, body: (i) => ({ contractId: i.contract }) },
  // after-sales
  {
    call: 'getAppApplyInfo (orderId)',
    path: (i) => withQuery(as.applyInfo, { orderId: i.order.toInvoice }),
  },
  {
    call: 'getAppApplyInfo (afterSaleId)',
    path: (i) => withQuery(as.applyInfo, { afterSaleId: i.afterSale }),
  },
  { call: 'apply/afterSale/{id} (GET)', path: (i) => `${as.apply}/${i.afterSale}` },
  {
    call: 'apply/afterSale (POST)',
    path: () => as.apply,
    body: claim,
    keyed: true,
  },
  {
    call: 'apply/afterSale (POST) with picIds',
    path: () => as.apply,
    body: (i) => ({
      ...claim(i),
      orderId: ofB.claim.orderId,
      reasonId: ofB.claim.reasonId,
      lines: [ofB.claim.line],
      amount: '1.00',
      picIds: i.pics,
    }),
    keyed: true,
    refusal: [400, '照片不存在'],
  },
  {
    call: 'apply/afterSale/{id} (PUT)',
    method: 'PUT',
    path: (i) => `${as.apply}/${i.afterSale}`,
    body: claim,
    keyed: true,
  },
  {
    call: 'cancelApply',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${as.cancel}/${i.afterSale}`,
  },
  {
    call: 'confirmLogistics',
    method: 'PUT',
    path: () => as.confirmLogistics,
    body: (i) => ({ afterSaleId: i.afterSale, company: '德邦物流', trackingNo: 'DP12345678' }),
    keyed: true,
  },
  {
    call: 'confirmResult',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${as.confirmResult}/${i.afterSale}`,
  },
  {
    call: 'customerAgreeHandler',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${as.agreePlan}/${i.afterSale}`,
  },
  {
    call: 'replenishPayment',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${as.replenish}/${i.afterSale}`,
    keyed: true,
  },
  { call: 'agreeEdit', method: 'PUT', path: (i) => `${as.agreeEdit}/${i.afterSale}` },
  // inquiries
  { call: 'inquiry detail', path: (i) => `${q.detail}/${i.inquiry}` },
  { call: 'changeInfo', path: (i) => `${q.changeInfo}/${i.inquiry}` },
  { call: 'inquiry/cancelOrder', path: (i) => withQuery(q.cancel, { id: i.inquiry }) },
  { call: 'modifyCsrPcInquiryNew', path: (i) => withQuery(q.modify, { id: i.inquiry }) },
  { call: 'shadowInquiryNew', path: (i) => `${q.shadow}/${i.inquiry}` },
  {
    call: 'anginInquiryNew',
    path: () => q.again,
    body: (i) => ({ detailIds: [i.inquiryLine] }),
    keyed: true,
  },
  {
    call: 'unpackingInquiryDetailNewByBatchIds',
    path: () => q.unpack,
    body: (i) => ({ id: i.inquiry, detailIds: [i.inquiryLine] }),
  },
  {
    call: 'makeOrder (inquiry)',
    path: () => q.makeOrder,
    body: (i) => ({ id: i.inquiry, detailIds: [i.inquiryLine], terms: PICKUP }),
    keyed: true,
  },
  {
    call: 'delInquiryQuoteByQuoteId',
    path: () => q.deleteQuote,
    body: (i) => ({ quoteId: i.quote, delReason: '不需要' }),
  },
  { call: 'identificationResult', path: (i) => `${q.identificationResult}/${i.identification}` },
  // the inquiry's conversation and quote document
  { call: 'inquiry messages', path: (i) => `${inquiryDetailPaths.messages}/${i.inquiry}` },
  {
    call: 'inquiry sendMessage',
    path: () => inquiryDetailPaths.sendMessage,
    body: (i) => ({ id: i.inquiry, content: '在吗' }),
    keyed: true,
  },
  { call: 'quoteDocument', path: (i) => `${inquiryDetailPaths.quoteDocument}/${i.inquiry}` },
  // company files
  { call: 'user file', path: (i) => `${userCentrePaths.file}/${i.file}` },
  {
    call: 'certification/submit with licenceFileId',
    byOutsider: true,
    path: () => userCentrePaths.certify,
    body: (i) => ({
      companyName: '佛山市顺德区跨企铝业有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: '张敏',
      contactName: '张敏',
      contactPhone: '13800000004',
      licenceFileId: i.file,
      licenceFileName: 'licence.png',
    }),
    keyed: true,
    refusal: [400, '营业执照图片不存在，请重新上传'],
  },
  // staff and the administrator change
  ...(['approve', 'refuse'] as const).map((action): Row => ({
    call: `staff/{id}/${action}`,
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${staffPaths.member}/${i.member.applying}/${action}`,
  })),
  ...(['disable', 'enable'] as const).map((action): Row => ({
    call: `staff/{id}/${action}`,
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${staffPaths.member}/${i.member.active}/${action}`,
  })),
  {
    call: 'staff/{id}/permission',
    adminOnly: true,
    method: 'PUT',
    path: (i) => `${staffPaths.member}/${i.member.active}/permission`,
    body: () => ({ permission: 'view' }),
  },
  {
    call: 'admin/change with letterFileId',
    adminOnly: true,
    path: () => adminChangePaths.request,
    body: (i) => ({ ...ofB.newAdmin, letterFileId: i.file, letterFileName: 'licence.png' }),
    keyed: true,
    refusal: [400, '授权书图片不存在，请重新上传'],
  },
  // the auction's won lots
  {
    call: 'makeOrder (auction)',
    path: () => auctionPaths.makeOrder,
    body: (i) => ({ lotIds: i.wonLots, terms: PICKUP }),
    keyed: true,
    refusal: [400, '拍品不存在、未中标或已下单'],
  },
  // the message centre
  {
    call: 'changeStatus?id=',
    path: (i) => withQuery(paths.messages.changeStatus, { id: i.message }),
  },
  // 电子签章
  { call: 'signature contract', path: (i) => `${signaturePaths.contract}/${i.contract}` },
  {
    call: 'signature sign',
    adminOnly: true,
    path: () => signaturePaths.sign,
    body: (i) => ({ contractId: i.contract, smsCode: '123456' }),
    keyed: true,
  },
];

const send = (row: Row, token: string) =>
  failureOf(sandbox.app, row.path(ids), {
    token,
    ...(row.method && { method: row.method }),
    ...(row.body && { body: row.body(ids) }),
    ...(row.keyed && { headers: key() }),
  });

describe('no access across companies', () => {
  it.each(CROSS_COMPANY)(
    "refuses $call with another company's id and changes nothing",
    async (row) => {
      const before = await snapshot();
      const [code, msg] = await send(row, row.byOutsider ? outsider : stranger);
      // The thing is not found (e.g. 订单不存在), as an unknown id would be: not the route's 404.
      expect([code, msg]).toEqual(row.refusal ?? [404, expect.stringMatching(/^\S+不存在$/)]);
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(CROSS_COMPANY.filter(({ adminOnly }) => adminOnly))(
    'refuses $call to an employee and changes nothing',
    async (row) => {
      const before = await snapshot();
      expect(await send(row, employee)).toEqual([ORDER_ADMIN_CODE, ORDER_ADMIN_MESSAGE]);
      expect(await snapshot()).toBe(before);
    },
  );
});
