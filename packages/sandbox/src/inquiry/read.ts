/** Inquiries as the contract shows them: lines with their latest quote and derived state. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  InquiryDetail,
  InquiryLine,
  InquiryStatus,
  InquirySummary,
  LineState,
} from '@mall/domain/contract/inquiry';
import { specText } from '@mall/domain/contract/inquiry';
import { isProductForm } from '@mall/domain/contract/productForms';
import { sum, tonnes } from '@mall/domain/money';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { inquiries, inquiryLines, inquiryQuotes, orders } from '../db/schema.ts';
import { chinaDateTime } from '../time.ts';

type Db = SandboxDb | SandboxTx;
type QuoteRow = typeof inquiryQuotes.$inferSelect;
type LineRow = typeof inquiryLines.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;

/** An inquiry with its rows, for the checks of the writes. */
export type LoadedInquiry = InquiryRow & {
  lines: (LineRow & { quote: QuoteRow | null; state: LineState; orderNo: string | null })[];
};

/** Where a line stands at `now`. */
export const lineState = (
  line: Pick<LineRow, 'orderId'>,
  quote: QuoteRow | null,
  now: Date,
): LineState => {
  if (line.orderId !== null) return 'ordered';
  if (!quote) return 'waiting';
  if (quote.delReason !== null) return 'deleted';
  return quote.validUntil.getTime() <= now.getTime() ? 'expired' : 'valid';
};

/** The inquiries by id, with their lines in order and each line's latest quote. */
export const loadInquiries = async (
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<LoadedInquiry[]> => {
  if (ids.length === 0) return [];
  const heads = await db
    .select()
    .from(inquiries)
    .where(inArray(inquiries.id, [...ids]));
  const lines = await db
    .select({ line: inquiryLines, orderNo: orders.orderNo })
    .from(inquiryLines)
    .leftJoin(orders, eq(orders.id, inquiryLines.orderId))
    .where(inArray(inquiryLines.inquiryId, [...ids]))
    .orderBy(asc(inquiryLines.position), asc(inquiryLines.id));
  const quotes = lines.length
    ? await db
        .select()
        .from(inquiryQuotes)
        .where(
          inArray(
            inquiryQuotes.lineId,
            lines.map(({ line }) => line.id),
          ),
        )
        .orderBy(asc(inquiryQuotes.id))
    : [];
  const latest = new Map(quotes.map((quote) => [quote.lineId, quote]));
  return ids.flatMap((id) => {
    const head = heads.find((one) => one.id === id);
    if (!head) return [];
    return [
      {
        ...head,
        lines: lines
          .filter(({ line }) => line.inquiryId === id)
          .map(({ line, orderNo }) => {
            const quote = latest.get(line.id) ?? null;
            return { ...line, quote, orderNo, state: lineState(line, quote, now) };
          }),
      },
    ];
  });
};

/** The inquiry of this company, or undefined (unknown ids and other companies' alike). */
export const loadInquiry = async (
  db: Db,
  id: number,
  companyId: number,
  now: Date,
): Promise<LoadedInquiry | undefined> => {
  const [found] = await loadInquiries(db, [id], now);
  return found?.companyId === companyId ? found : undefined;
};

const toLine = (line: LoadedInquiry['lines'][number]): InquiryLine => ({
  detailId: line.id,
  ...(isProductForm(line.category) && { category: line.category }),
  alloy: line.alloy,
  temper: line.temper,
  thickness: line.thickness,
  width: line.width,
  length: line.length,
  ...(line.diameter && { diameter: line.diameter }),
  ...(line.wall && { wall: line.wall }),
  surface: line.surface,
  filmThickness: line.filmThickness,
  quantity: line.quantity,
  unit: line.unit,
  deliveryCity: line.deliveryCity,
  wantedDate: line.wantedDate,
  remark: line.remark,
  ...(line.batchId !== null && { batchId: line.batchId }),
  tonnes: line.tonnes,
  state: line.state,
  orderNo: line.orderNo,
  quote: line.quote && {
    quoteId: line.quote.id,
    unitPrice: line.quote.unitPrice,
    tonnes: line.quote.tonnes,
    amount: line.quote.amount,
    validUntil: chinaDateTime(line.quote.validUntil),
    quotedAt: chinaDateTime(line.quote.quotedAt),
    quoteRemark: line.quote.quoteRemark,
    delReason: line.quote.delReason,
  },
});

/** An inquiry's line of a list, as `userId` asks for it (`mine`: they submitted it). */
export const toSummary = (inquiry: LoadedInquiry, userId: number): InquirySummary => {
  const valid = inquiry.lines.flatMap(({ state, quote }) =>
    state === 'valid' && quote ? [quote.validUntil.getTime()] : [],
  );
  const [first] = inquiry.lines;
  return {
    id: inquiry.id,
    inquiryNo: inquiry.inquiryNo,
    status: inquiry.status,
    createdAt: chinaDateTime(inquiry.createdAt),
    contactName: inquiry.contactName,
    contactPhone: inquiry.contactPhone,
    lineCount: inquiry.lines.length,
    quotedCount: inquiry.lines.filter(({ quote }) => quote !== null).length,
    totalTonnes: tonnes(sum(inquiry.lines.map((line) => line.tonnes))),
    firstSpec: first ? specText(first) : '',
    validUntil: valid.length ? chinaDateTime(new Date(Math.min(...valid))) : null,
    mine: inquiry.userId === userId,
  };
};

export const toDetail = (inquiry: LoadedInquiry, userId: number): InquiryDetail => ({
  ...toSummary(inquiry, userId),
  remark: inquiry.remark,
  lines: inquiry.lines.map(toLine),
});

/** The company's inquiry ids in these statuses, newest first. */
export const inquiryIds = async (
  db: Db,
  companyId: number,
  statuses: readonly InquiryStatus[],
  inquiryNo?: string,
): Promise<number[]> => {
  const rows = await db
    .select({ id: inquiries.id, inquiryNo: inquiries.inquiryNo })
    .from(inquiries)
    .where(and(eq(inquiries.companyId, companyId), inArray(inquiries.status, [...statuses])))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  return rows.filter((row) => !inquiryNo || row.inquiryNo.includes(inquiryNo)).map(({ id }) => id);
};
