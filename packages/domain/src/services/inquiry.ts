import * as z from 'zod/mini';
import type {
  IdentificationResult,
  InquiryChange,
  InquiryDetailAnswer,
  InquiryListPage,
  InquiryListQuery,
  InquiryQueueEntry,
  InquiryRef,
  LastInquiryInfo,
  LineSuggestion,
  MadeOrder,
  RepeatBuyProduct,
  SubmitInquiryRequest,
} from '../contract/inquiry.ts';
import {
  identificationResult,
  inquiryChange,
  inquiryDetailAnswer,
  inquiryListPage,
  inquiryPaths,
  inquiryQueueEntry,
  inquiryRef,
  lastInquiryInfo,
  lineSuggestion,
  madeOrder,
  repeatBuyPaths,
  repeatBuyProduct,
  submitInquiryRequest,
} from '../contract/inquiry.ts';
import type { OrderTerms } from '../contract/orders.ts';
import type { DownloadedFile, HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

const p = inquiryPaths;
const suggestions = z.array(lineSuggestion);

/**
 * Every call of the inquiry area (spec section 7, "Inquiry"; shapes in contract/inquiry.ts).
 * Only the lazily loaded inquiry screens use it, so it is not part of `createServices`.
 */
export const createInquiryService = (http: HttpClient) => ({
  /** Submits (or, with `id`, replaces) an inquiry once (Idempotency-Key). */
  submit: (request: SubmitInquiryRequest, idempotencyKey: string): Promise<InquiryRef> =>
    http.post(p.submit, inquiryRef, request, { idempotencyKey }),
  list: (query: InquiryListQuery): Promise<InquiryListPage> =>
    http.get(p.list, inquiryListPage, {
      params: { ...query, historyFlag: query.historyFlag ? 'true' : 'false' },
    }),
  detail: (id: number): Promise<InquiryDetailAnswer> =>
    http.get(`${p.detail}/${id}`, inquiryDetailAnswer),
  changes: (id: number): Promise<InquiryChange[]> =>
    http.get(`${p.changeInfo}/${id}`, z.array(inquiryChange)),
  cancel: async (id: number): Promise<void> => {
    await http.get(p.cancel, anyData, { params: { id } });
  },
  /** 再次询价: the picked lines become a new inquiry, made once (Idempotency-Key). */
  again: (detailIds: number[], idempotencyKey: string): Promise<InquiryRef> =>
    http.post(p.again, inquiryRef, { detailIds }, { idempotencyKey }),
  /** The toBeAccepted inquiry as the edit form's data (with its id). */
  modify: (id: number): Promise<SubmitInquiryRequest> =>
    http.get(p.modify, submitInquiryRequest, { params: { id } }),
  /** The inquiry as a new form's data (copy). */
  shadow: (id: number): Promise<SubmitInquiryRequest> =>
    http.get(`${p.shadow}/${id}`, submitInquiryRequest),
  exportTemplate: (): Promise<DownloadedFile> => http.download(p.exportTemplate),
  toBeSubmittedCount: (): Promise<number> => http.get(p.toBeSubmittedCount, z.int()),
  deleteQuote: async (quoteId: number, delReason: string): Promise<void> => {
    await http.post(p.deleteQuote, anyData, { quoteId, delReason });
  },
  lastInfo: (): Promise<LastInquiryInfo> => http.get(p.lastInfo, lastInquiryInfo),
  unpack: (id: number, detailIds: number[]): Promise<InquiryRef> =>
    http.post(p.unpack, inquiryRef, { id, detailIds }),
  fromBatches: (batchIds: number[]): Promise<LineSuggestion[]> =>
    http.get(p.fromBatches, suggestions, { params: { batchIds: batchIds.join(',') } }),
  historyRequire: (): Promise<LineSuggestion[]> => http.get(p.historyRequire, suggestions),
  frequent: (): Promise<LineSuggestion[]> => http.get(p.frequent, suggestions),
  frequentByCode: (inventoryCode: string): Promise<LineSuggestion[]> =>
    http.post(p.frequentByCode, suggestions, { inventoryCode }),
  queues: (): Promise<InquiryQueueEntry[]> => http.post(p.queues, z.array(inquiryQueueEntry), {}),
  identify: (text: string): Promise<{ id: number }> =>
    http.post(p.identification, z.object({ id: z.int() }), { text }),
  identificationResult: (id: number): Promise<IdentificationResult> =>
    http.get(`${p.identificationResult}/${id}`, identificationResult),
  searchKey: (searchKey: string): Promise<LineSuggestion[]> =>
    http.get(p.searchKey, suggestions, { params: { searchKey } }),
  makeOrder: (
    id: number,
    detailIds: number[],
    terms: OrderTerms,
    idempotencyKey: string,
  ): Promise<MadeOrder> =>
    http.post(p.makeOrder, madeOrder, { id, detailIds, terms }, { idempotencyKey }),
  /** 再次购买: the products the company buys often. */
  repeatBuy: (): Promise<RepeatBuyProduct[]> =>
    http.get(repeatBuyPaths.list, z.array(repeatBuyProduct)),
});

export type InquiryService = ReturnType<typeof createInquiryService>;
