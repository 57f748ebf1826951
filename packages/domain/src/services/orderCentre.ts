import * as z from 'zod/mini';
import {
  bankInfo,
  cancelReasonList,
  collectionAccountList,
  contractPdfUrl,
  contractReminder,
  contractReminderList,
  createDeliveryResult,
  deliveryComment,
  deliveryInfo,
  deliveryLine,
  delivery,
  deliveryPage,
  diffAmount,
  feeDetail,
  finalLineList,
  finalPayInfo,
  invoice,
  invoiceApplyResult,
  logistics,
  logisticsNode,
  modification,
  orderDetail,
  orderPage,
  orderPaths,
  paymentRecordList,
  paymentRecordPage,
  paymentResult,
  plannedDelivery,
  replyCheck,
  saleContract,
  saleContractPage,
  stockingDetail,
  submitOrderResult,
} from '../contract/orders.ts';
import type {
  AllOrderQuery,
  BankInfo,
  BillListQuery,
  CancelOrderRequest,
  CancelReason,
  CollectionAccount,
  ConfirmPaymentRequest,
  ContractReminder,
  CreateDeliveryRequest,
  Delivery,
  DeliveryComment,
  DeliveryInfo,
  DeliveryLine,
  DiffAmount,
  FeeItem,
  FinalLine,
  FinalPayInfo,
  FinalPayRequest,
  FinalSelection,
  Invoice,
  InvoiceApplyRequest,
  Logistics,
  LogisticsNode,
  Modification,
  ModifyOrderRequest,
  OrderComment,
  OrderDetail,
  OrderListQuery,
  OrderSummary,
  PaymentRecord,
  PaymentRecordQuery,
  PaymentResult,
  PlannedDelivery,
  ReceiptListQuery,
  SaleContract,
  StockingDetail,
  SubmitDiffRequest,
  UploadContractRequest,
} from '../contract/orders.ts';
import { API_BASE } from '../contract/index.ts';
import type { Page } from '../contract/index.ts';
import type { DownloadedFile, HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

const o = orderPaths;
type Query = Record<string, string | number | undefined>;
/** The query params of a list query (the client drops undefined values). */
const params = (query: object): Query => ({ ...query }) as Query;
/**
 * Money-moving calls and cancellations carry the attempt's key (contract headers,
 * IDEMPOTENCY_KEY_HEADER).
 */
const keyed = (idempotencyKey: string) => ({ idempotencyKey });

/**
 * Every call of the order area (spec section 7, "Orders"; shapes in contract/orders.ts). Only
 * the lazily loaded order screens use it, so it is not part of `createServices`.
 */
export const createOrderCentreService = (http: HttpClient) => ({
  cancelReasons: (): Promise<CancelReason[]> => http.get(o.cancelReasons, cancelReasonList),

  // Lists of the stage tabs.
  waitSubmitList: (query: OrderListQuery): Promise<Page<OrderSummary>> =>
    http.get(o.waitSubmit, orderPage, { params: params(query) }),
  firstList: (query: OrderListQuery): Promise<Page<OrderSummary>> =>
    http.get(o.firstList, orderPage, { params: params(query) }),
  stockingList: (query: OrderListQuery): Promise<Page<OrderSummary>> =>
    http.get(o.stockingList, orderPage, { params: params(query) }),
  finalList: (query: OrderListQuery): Promise<Page<OrderSummary>> =>
    http.get(o.finalList, orderPage, { params: params(query) }),
  deliveryList: (query: OrderListQuery): Promise<Page<OrderSummary>> =>
    http.get(o.deliveryList, orderPage, { params: params(query) }),
  receiptList: (query: ReceiptListQuery): Promise<Page<Delivery>> =>
    http.get(o.receiptList, deliveryPage, { params: params(query) }),
  billList: (query: BillListQuery): Promise<Page<Delivery>> =>
    http.get(o.billList, deliveryPage, { params: params(query) }),
  allList: (query: AllOrderQuery): Promise<Page<OrderSummary>> =>
    http.get(o.allList, orderPage, { params: params(query) }),
  contracts: (query: OrderListQuery): Promise<Page<SaleContract>> =>
    http.get(o.contracts, saleContractPage, { params: params(query) }),
  payRecords: (query: PaymentRecordQuery): Promise<Page<PaymentRecord>> =>
    http.post(o.payRecords, paymentRecordPage, query),

  // Details.
  waitSubmitDetail: (id: number): Promise<OrderDetail> =>
    http.get(o.waitSubmitDetail, orderDetail, { params: { id } }),
  detail: (id: number): Promise<OrderDetail> =>
    http.get(o.allDetail, orderDetail, { params: { id } }),
  stockingDetail: (orderId: number): Promise<StockingDetail> =>
    http.get(o.stockingDetail, stockingDetail, { params: { orderId } }),
  /** The order's detail list as a PDF. */
  detailPdf: (orderId: number): Promise<DownloadedFile> =>
    http.download(o.detailPdf, { body: { orderId } }),
  /** The orders of the filter as a CSV file. */
  exportAll: (filter: Omit<AllOrderQuery, 'pageNum' | 'pageSize'>): Promise<DownloadedFile> =>
    http.download(o.allExport, { params: params(filter) }),

  // To be submitted.
  submit: (orderIds: number[], key: string) =>
    http.post(o.submit, submitOrderResult, { orderIds }, keyed(key)),
  cancelUnsubmitted: async (request: CancelOrderRequest, key: string): Promise<void> => {
    await http.post(o.cancelUnsubmitted, anyData, request, keyed(key));
  },

  // Deposit.
  cancelFirst: async (request: CancelOrderRequest, key: string): Promise<void> => {
    await http.post(o.cancelFirst, anyData, request, keyed(key));
  },
  firstPayRecords: (orderId: number): Promise<PaymentRecord[]> =>
    http.get(`${o.firstPayRecords}/${orderId}`, paymentRecordList),
  confirmPayment: (request: ConfirmPaymentRequest, key: string): Promise<PaymentResult> =>
    http.post(o.confirmPayment, paymentResult, request, keyed(key)),
  cancelPayment: async (payIds: number[]): Promise<void> => {
    await http.post(o.cancelPayment, anyData, { payIds });
  },
  bankInfo: (): Promise<BankInfo> => http.get(o.bankInfo, bankInfo),
  collectionAccounts: (): Promise<CollectionAccount[]> =>
    http.get(o.collectionAccounts, collectionAccountList),

  // Stocking.
  cancelStocking: async (request: CancelOrderRequest, key: string): Promise<void> => {
    await http.post(o.cancelStocking, anyData, request, keyed(key));
  },
  remind: (parentid: number, content: string): Promise<ContractReminder> =>
    http.get(o.contractReminder, contractReminder, { params: { parentid, content } }),
  followUp: (parentid: number): Promise<ContractReminder[]> =>
    http.get(o.contractFollowUp, contractReminderList, { params: { parentid } }),
  plannedDelivery: (parentid: number): Promise<PlannedDelivery> =>
    http.get(o.contractDelivery, plannedDelivery, { params: { parentid } }),
  replyCheck: (parentid: number): Promise<{ unread: number }> =>
    http.get(o.contractReplyCheck, replyCheck, { params: { parentid } }),

  // Final payment.
  finalLines: (ids: number[]): Promise<FinalLine[]> =>
    http.get(o.finalLines, finalLineList, { params: { ids: ids.join(',') } }),
  finalPayInfo: (selection: FinalSelection): Promise<FinalPayInfo> =>
    http.post(o.finalPayInfo, finalPayInfo, selection),
  feeDetail: (selection: FinalSelection): Promise<FeeItem[]> =>
    http.post(o.feeDetail, feeDetail, selection),
  finalPay: (request: FinalPayRequest, key: string): Promise<PaymentResult> =>
    http.post(o.finalPay, paymentResult, request, keyed(key)),
  finalCancelPay: async (payIds: number[]): Promise<void> => {
    await http.post(o.finalCancelPay, anyData, { payIds });
  },

  // 磅差: the buyer's answer to a weighing beyond the tolerance.
  confirmWeighing: async (orderId: number): Promise<void> => {
    await http.post(o.weighingConfirm, anyData, { orderId });
  },
  disputeWeighing: async (orderId: number, reason: string): Promise<void> => {
    await http.post(o.weighingDispute, anyData, { orderId, reason });
  },

  // Modification and difference amount.
  modify: (request: ModifyOrderRequest): Promise<Modification> =>
    http.post(o.modify, modification, request),
  cancelModified: async (orderId: number, modifiedId: number): Promise<void> => {
    await http.put(`${o.cancelModified}/${orderId}/${modifiedId}`, anyData);
  },
  submitModified: (orderId: number, modifiedId: number): Promise<Modification> =>
    http.put(`${o.submitModified}/${orderId}/${modifiedId}`, modification),
  diffAmount: (orderId: number): Promise<DiffAmount | null> =>
    http.get(o.diffAmount, z.nullable(diffAmount), { params: { orderId } }),
  submitDiff: (request: SubmitDiffRequest, key: string): Promise<PaymentResult> =>
    http.put(o.submitDiff, paymentResult, request, keyed(key)),
  cancelDiff: async (diffId: number): Promise<void> => {
    await http.put(`${o.cancelDiff}/${diffId}`, anyData);
  },

  // Delivery and receipt.
  deliveryInfo: (orderId: number): Promise<DeliveryInfo> =>
    http.get(o.deliveryInfo, deliveryInfo, { params: { orderId } }),
  deliveryLines: (orderId: number, detailIds: number[]): Promise<DeliveryLine[]> =>
    http.put(`${o.deliveryLines}/${orderId}/${detailIds.join(',')}`, z.array(deliveryLine)),
  createDelivery: (request: CreateDeliveryRequest, key: string) =>
    http.post(o.createDelivery, createDeliveryResult, request, keyed(key)),
  receiptDetail: (id: number): Promise<Delivery> =>
    http.get(o.receiptDetail, delivery, { params: { id } }),
  confirmReceiving: async (deliveryId: number): Promise<void> => {
    await http.put(`${o.confirmReceiving}/${deliveryId}`, anyData);
  },
  logistics: (logisticsNo: string): Promise<Logistics> =>
    http.get(`${o.logistics}/${encodeURIComponent(logisticsNo)}`, logistics),
  logisticsLatest: (deliveryId: number): Promise<LogisticsNode> =>
    http.put(`${o.logisticsLatest}/${deliveryId}`, logisticsNode),

  // Invoice.
  generateInvoice: (deliveryId: number): Promise<Invoice> =>
    http.get(`${o.generateInvoice}/${deliveryId}`, invoice),
  submitInvoice: (request: InvoiceApplyRequest, key: string): Promise<{ invoiceId: number }> =>
    http.post(o.submitInvoice, invoiceApplyResult, request, keyed(key)),
  cancelBill: async (invoiceId: number): Promise<void> => {
    await http.put(o.cancelBill, anyData, { invoiceId });
  },
  previewInvoice: (invoiceId: number): Promise<Invoice> =>
    http.get(o.previewInvoice, invoice, { params: { invoiceId } }),

  // Evaluation.
  deliveryComment: (deliveryId: number): Promise<DeliveryComment | null> =>
    http.get(o.deliveryComment, z.nullable(deliveryComment), { params: { deliveryId } }),
  commentDelivery: async (comment: DeliveryComment): Promise<void> => {
    await http.post(o.deliveryComment, anyData, comment);
  },
  commentOrder: async (comment: OrderComment): Promise<void> => {
    await http.post(o.orderComment, anyData, comment);
  },

  // Contracts.
  orderContract: (orderId: number): Promise<SaleContract> =>
    http.get(`${o.orderContract}/${orderId}`, saleContract),

  /**
   * The contract's PDF (the customer's signed copy once uploaded): getContractPdfUrl says
   * where it is, then it is fetched with the token.
   */
  viewContract: async (contractId: number): Promise<DownloadedFile> => {
    const { url } = await http.get(o.contractPdfUrl, contractPdfUrl, { params: { contractId } });
    return http.download(url.slice(API_BASE.length));
  },
  uploadContract: async (request: UploadContractRequest): Promise<void> => {
    await http.put(o.uploadContract, anyData, request);
  },
});
export type OrderCentreService = ReturnType<typeof createOrderCentreService>;
