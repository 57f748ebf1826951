import * as z from 'zod/mini';
import type { InquiryDetail, InquiryLine } from './inquiry.ts';
import { LINE_STATE_LABELS, specText } from './inquiry.ts';
import { dateTime } from './messages.ts';
import { sum, tonnes, yuan } from '../money.ts';

/**
 * The inquiry's detail beyond the spec's calls (issue 13, item 2), chosen here once for the
 * screens, the story fixtures and the sandbox: a conversation per inquiry and the quote as a
 * document.
 *
 * The conversation (留言): the buyer and the mall write to each other about an inquiry, or about
 * one of its lines (`detailId`). Any user of the inquiry's company may read and write (a question
 * is not an act on the inquiry, so the owner rule of INQUIRY_OWNER_CODE does not apply); another
 * company's inquiry is answered as unknown (404). Text is plain: trimmed, 1 to
 * INQUIRY_MESSAGE_MAX characters, shown as text (never as HTML). The mall answers through the
 * back office (`inquiryDetailAdminPaths.reply`), which raises reminder INQUIRY_REPLY_REMINDER
 * ('028', 询价有新的回复, leading to the inquiry list; businessMsg is the inquiry number).
 * Sending carries an Idempotency-Key: a retry of the same send is answered with the first answer.
 *
 * The quote document (报价单): the quoted lines (valid, expired, ordered; not deleted ones nor
 * lines still waiting) with price, tonnes, amount and validity, and the totals of the lines still
 * valid; printable in the client (`quoteDocument`) and downloadable as a PDF made by the mall
 * (GET quoteDocument/{id}). An inquiry with no quoted line has no document (INQUIRY_STATE_CODE).
 */

/** Longest message, in characters. */
export const INQUIRY_MESSAGE_MAX = 500;
/** The reminder a reply of the mall raises (chosen: the first code after the auction ones). */
export const INQUIRY_REPLY_REMINDER = '028';

export const INQUIRY_MESSAGE_AUTHORS = ['buyer', 'mall'] as const;
export type InquiryMessageAuthor = (typeof INQUIRY_MESSAGE_AUTHORS)[number];

export const inquiryMessage = z.object({
  messageId: z.int(),
  author: z.enum(INQUIRY_MESSAGE_AUTHORS),
  /** The buyer user's name, or '商城客服'. */
  authorName: z.string(),
  /** The line it is about, if any, and that line's specification. */
  detailId: z.nullable(z.int()),
  lineSpec: z.nullable(z.string()),
  content: z.string(),
  at: dateTime,
});
export type InquiryMessage = z.infer<typeof inquiryMessage>;

const messageContent = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, '请输入留言内容'),
    z.maxLength(INQUIRY_MESSAGE_MAX, `留言最多 ${INQUIRY_MESSAGE_MAX} 个字`),
  );

/** POST sendMessage: the buyer writes about the inquiry `id` (or its line `detailId`). */
export const inquiryMessageRequest = z.object({
  id: z.int().check(z.positive()),
  detailId: z.optional(z.int()),
  content: messageContent,
});
export type InquiryMessageRequest = z.infer<typeof inquiryMessageRequest>;

const BASE = '/pc/inquiryNew/inquiry';
/** The chosen calls, relative to `/api/csr`. */
export const inquiryDetailPaths = {
  /** Followed by '/{id}': GET the conversation, oldest first. */
  messages: `${BASE}/messages`,
  /** POST inquiryMessageRequest, Idempotency-Key; answers the message. */
  sendMessage: `${BASE}/sendMessage`,
  /** Followed by '/{id}': GET the quote document as a PDF (attachment). */
  quoteDocument: `${BASE}/quoteDocument`,
} as const;

/** Sandbox only: the mall's reply in the conversation, by inquiry number; raises '028'. */
export const inquiryDetailAdminPaths = { reply: '/__admin/inquiries/reply' } as const;
export const inquiryAdminReply = z.object({
  inquiryNo: z.string(),
  detailId: z.optional(z.int()),
  content: messageContent,
});

/** One line of the quote document, its figures as text. */
export interface QuoteDocumentRow {
  detailId: number;
  spec: string;
  quantity: string;
  tonnes: string;
  unitPrice: string;
  amount: string;
  validUntil: string;
  state: string;
}

/** The quote document of an inquiry: its quoted lines and the totals of the valid ones. */
export interface QuoteDocument {
  inquiryNo: string;
  contact: string;
  rows: QuoteDocumentRow[];
  /** Tonnes (3 decimals) and amount (yuan, 2 decimals) of the lines still valid. */
  validTonnes: string;
  validAmount: string;
  /** The earliest end of the valid quotes, or null when none is valid. */
  validUntil: string | null;
}

const quoted = (line: InquiryLine) => line.quote !== null && line.state !== 'deleted';

/** Whether the inquiry has a quote document (a quoted line that was not deleted). */
export const hasQuoteDocument = (detail: Pick<InquiryDetail, 'lines'>): boolean =>
  detail.lines.some(quoted);

/** The quote document of an inquiry (shared by the print view and the mall's PDF). */
export const quoteDocument = (detail: InquiryDetail): QuoteDocument => {
  const rows = detail.lines.filter(quoted);
  const valid = rows.flatMap((line) => (line.state === 'valid' && line.quote ? [line.quote] : []));
  return {
    inquiryNo: detail.inquiryNo,
    contact: `${detail.contactName} ${detail.contactPhone}`,
    rows: rows.map((line) => ({
      detailId: line.detailId,
      spec: specText(line),
      quantity: `${line.quantity} ${line.unit}`,
      tonnes: line.quote?.tonnes ?? line.tonnes,
      unitPrice: line.quote?.unitPrice ?? '-',
      amount: line.quote?.amount ?? '-',
      validUntil: line.quote?.validUntil ?? '-',
      state: LINE_STATE_LABELS[line.state],
    })),
    validTonnes: tonnes(sum(valid.map((quote) => quote.tonnes))),
    validAmount: yuan(sum(valid.map((quote) => quote.amount))),
    validUntil: valid.map((quote) => quote.validUntil).sort()[0] ?? null,
  };
};
