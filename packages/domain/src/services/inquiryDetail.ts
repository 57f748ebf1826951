import * as z from 'zod/mini';
import type { InquiryMessage, InquiryMessageRequest } from '../contract/inquiryDetail.ts';
import { inquiryDetailPaths, inquiryMessage } from '../contract/inquiryDetail.ts';
import type { DownloadedFile, HttpClient } from '../http/index.ts';

const p = inquiryDetailPaths;

/**
 * The inquiry detail's chosen calls (contract/inquiryDetail.ts): the conversation and the quote
 * document. Only the lazily loaded inquiry list uses it.
 */
export const createInquiryDetailService = (http: HttpClient) => ({
  messages: (id: number): Promise<InquiryMessage[]> =>
    http.get(`${p.messages}/${id}`, z.array(inquiryMessage)),
  sendMessage: (request: InquiryMessageRequest, idempotencyKey: string): Promise<InquiryMessage> =>
    http.post(p.sendMessage, inquiryMessage, request, { idempotencyKey }),
  quoteDocument: (id: number): Promise<DownloadedFile> => http.download(`${p.quoteDocument}/${id}`),
});

export type InquiryDetailService = ReturnType<typeof createInquiryDetailService>;
