/** The inquiry contract's rules (INQUIRY_INVARIANTS) as checks over every inquiry. */
import { asc, eq } from 'drizzle-orm';
import type { InquiryInvariant } from '@mall/domain/contract/inquiry';
import type { SandboxDb } from '../db/client.ts';
import { inquiries, inquiryChanges, inquiryLines, inquiryQuotes, orders } from '../db/schema.ts';
import { groupBy } from '../group.ts';
import { chinaDateTime } from '../time.ts';
import type { Check } from './violation.ts';
import { ruleOf } from './violation.ts';

const rule = (invariant: InquiryInvariant) => ruleOf(invariant);

/** Every quote with its line's order and its inquiry. */
const quotesOfInquiries = (db: SandboxDb) =>
  db
    .select({
      quote: inquiryQuotes,
      orderId: inquiryLines.orderId,
      inquiry: inquiries,
    })
    .from(inquiryQuotes)
    .innerJoin(inquiryLines, eq(inquiryLines.id, inquiryQuotes.lineId))
    .innerJoin(inquiries, eq(inquiries.id, inquiryLines.inquiryId))
    .orderBy(asc(inquiryQuotes.id));

const quotedAfterSent: Check = async (db) => {
  const [quoted, changes] = await Promise.all([
    quotesOfInquiries(db),
    db.select().from(inquiryChanges).orderBy(asc(inquiryChanges.id)),
  ]);
  const fromQuotes = quoted.flatMap(({ quote, inquiry }) => {
    const subject = inquiry.inquiryNo;
    const at = chinaDateTime(quote.quotedAt);
    return [
      ...rule('quotedAfterSent')(
        quote.quotedAt.getTime() > inquiry.createdAt.getTime(),
        subject,
        `报价（${at}）不晚于询价单提交（${chinaDateTime(inquiry.createdAt)}）`,
      ),
      ...rule('quotedAfterSent')(
        quote.validUntil.getTime() > quote.quotedAt.getTime(),
        subject,
        `报价（${at}）有效期至 ${chinaDateTime(quote.validUntil)}`,
      ),
      ...rule('quotedAfterSent')(
        !quote.deletedAt || quote.deletedAt.getTime() > quote.quotedAt.getTime(),
        subject,
        `报价（${at}）删除于 ${quote.deletedAt ? chinaDateTime(quote.deletedAt) : ''}`,
      ),
    ];
  });
  const names = new Map(
    (await db.select({ id: inquiries.id, inquiryNo: inquiries.inquiryNo }).from(inquiries)).map(
      ({ id, inquiryNo }) => [id, inquiryNo],
    ),
  );
  const fromChanges = [...groupBy(changes, ({ inquiryId }) => inquiryId)].flatMap(
    ([inquiryId, record]) =>
      record.flatMap((change, index) => {
        const before = record[index - 1];
        return rule('quotedAfterSent')(
          !before || before.at.getTime() <= change.at.getTime(),
          names.get(inquiryId) ?? String(inquiryId),
          `变更记录「${change.content}」（${chinaDateTime(change.at)}）早于前一条（${before ? chinaDateTime(before.at) : ''}）`,
        );
      }),
  );
  return [...fromQuotes, ...fromChanges];
};

const orderedAfterQuote: Check = async (db) => {
  const [quoted, placed] = await Promise.all([
    quotesOfInquiries(db),
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        companyId: orders.companyId,
        createdAt: orders.createdAt,
      })
      .from(orders),
  ]);
  const orderOf = new Map(placed.map((order) => [order.id, order]));
  return quoted.flatMap(({ quote, orderId, inquiry }) => {
    const order = orderId === null ? undefined : orderOf.get(orderId);
    if (!order || quote.deletedAt) return [];
    return rule('orderedAfterQuote')(
      order.companyId === inquiry.companyId &&
        order.createdAt.getTime() >= quote.quotedAt.getTime() &&
        order.createdAt.getTime() <= quote.validUntil.getTime(),
      order.orderNo,
      `报价下单（${chinaDateTime(order.createdAt)}）：询价单 ${inquiry.inquiryNo} 报价于 ${chinaDateTime(quote.quotedAt)}，有效期至 ${chinaDateTime(quote.validUntil)}`,
    );
  });
};

const expiredBeforeItsMark: Check = async (db) => {
  const [quoted, marks] = await Promise.all([
    quotesOfInquiries(db),
    db.select().from(inquiryChanges).where(eq(inquiryChanges.content, '报价已失效')),
  ]);
  const markOf = new Map(marks.map(({ inquiryId, at }) => [inquiryId, at]));
  return quoted.flatMap(({ quote, inquiry }) => {
    if (inquiry.status !== 'expired' || quote.deletedAt) return [];
    const mark = markOf.get(inquiry.id);
    return rule('expiredBeforeItsMark')(
      mark !== undefined &&
        quote.validUntil.getTime() <= mark.getTime() &&
        quote.quotedAt.getTime() <= mark.getTime(),
      inquiry.inquiryNo,
      `报价（${chinaDateTime(quote.quotedAt)}，有效期至 ${chinaDateTime(quote.validUntil)}），失效于 ${mark ? chinaDateTime(mark) : '未标记'}`,
    );
  });
};

/** The checks of INQUIRY_INVARIANTS, by name. */
export const inquiryChecks: Readonly<Record<InquiryInvariant, Check>> = {
  quotedAfterSent,
  orderedAfterQuote,
  expiredBeforeItsMark,
};
