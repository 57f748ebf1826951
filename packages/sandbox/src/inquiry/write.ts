/** The writes of the inquiry area: each checks the lifecycle first (stateMachine.ts). */
import { eq, inArray } from 'drizzle-orm';
import type {
  InquiryLineInput,
  InquiryRef,
  InquiryStatus,
  SubmitInquiryRequest,
} from '@mall/domain/contract/inquiry';
import {
  INQUIRY_STATE_CODE,
  PIECES_NEED_LENGTH,
  lineTonnes,
  specText,
} from '@mall/domain/contract/inquiry';
import type { ReminderCode } from '@mall/domain/contract';
import { lineAmount } from '@mall/domain/money';
import type { SandboxTx } from '../db/client.ts';
import { inquiries, inquiryChanges, inquiryLines, inquiryQuotes, reminders } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { nextNumber } from '../orders/write/numbering.ts';
import type { LoadedInquiry } from './read.ts';
import type { InquiryAction } from './stateMachine.ts';
import { allows, refusal } from './stateMachine.ts';

export const INQUIRY_NOT_FOUND = '询价单不存在';
export const BUYER = '买家';
export const MALL = '商城';

/** Refuses an unknown inquiry, or an action its status does not allow. */
export const check = (inquiry: LoadedInquiry | undefined, action: InquiryAction): LoadedInquiry => {
  if (!inquiry) return refuse(404, INQUIRY_NOT_FOUND);
  return allows(action, inquiry.status)
    ? inquiry
    : refuse(INQUIRY_STATE_CODE, refusal(action, inquiry.status));
};

/** The tonnes of each line; refuses the first line whose tonnes cannot be worked out. */
const tonnesOf = (lines: readonly InquiryLineInput[]): string[] =>
  lines.map(
    (line, index) => lineTonnes(line) ?? refuse(400, `第 ${index + 1} 行：${PIECES_NEED_LENGTH}`),
  );

export const addChange = async (
  tx: SandboxTx,
  inquiryId: number,
  at: Date,
  by: string,
  content: string,
): Promise<void> => {
  await tx.insert(inquiryChanges).values({ inquiryId, at, by, content });
};

const insertLines = async (
  tx: SandboxTx,
  inquiryId: number,
  lines: readonly InquiryLineInput[],
  firstPosition = 1,
): Promise<void> => {
  const weights = tonnesOf(lines);
  if (lines.length === 0) return;
  await tx.insert(inquiryLines).values(
    lines.map((line, index) => ({
      inquiryId,
      position: firstPosition + index,
      category: line.category ?? '',
      alloy: line.alloy,
      temper: line.temper ?? '',
      thickness: line.thickness,
      width: line.width,
      length: line.length ?? '',
      diameter: line.diameter ?? '',
      wall: line.wall ?? '',
      surface: line.surface ?? '',
      filmThickness: line.filmThickness ?? '',
      quantity: line.quantity,
      unit: line.unit,
      tonnes: weights[index] ?? '0',
      deliveryCity: line.deliveryCity,
      wantedDate: line.wantedDate,
      remark: line.remark ?? '',
      batchId: line.batchId ?? null,
    })),
  );
};

type Owner = { companyId: number; userId: number };

/** A new inquiry in toBeAccepted, numbered XJ + the China date + 4 digits. */
export const insertInquiry = async (
  tx: SandboxTx,
  owner: Owner,
  input: Omit<SubmitInquiryRequest, 'id'>,
  at: Date,
  note = '提交询价单',
): Promise<InquiryRef> => {
  tonnesOf(input.lines);
  const inquiryNo = await nextNumber(tx, inquiries, inquiries.inquiryNo, 'XJ', at);
  const [row] = await tx
    .insert(inquiries)
    .values({
      inquiryNo,
      ...owner,
      status: 'toBeAccepted',
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      remark: input.remark ?? null,
      createdAt: at,
      queuedAt: at,
    })
    .returning({ id: inquiries.id });
  if (!row) throw new Error('insertInquiry: no row');
  await insertLines(tx, row.id, input.lines);
  await addChange(tx, row.id, at, BUYER, `${note}，共 ${input.lines.length} 行`);
  return { id: row.id, inquiryNo };
};

/** Edit mode: the toBeAccepted inquiry's contact and lines are replaced; it queues again. */
export const replaceInquiry = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  input: SubmitInquiryRequest,
  at: Date,
): Promise<InquiryRef> => {
  check(inquiry, 'modify');
  tonnesOf(input.lines);
  await tx.delete(inquiryLines).where(eq(inquiryLines.inquiryId, inquiry.id));
  await insertLines(tx, inquiry.id, input.lines);
  await tx
    .update(inquiries)
    .set({
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      remark: input.remark ?? null,
      queuedAt: at,
    })
    .where(eq(inquiries.id, inquiry.id));
  await addChange(tx, inquiry.id, at, BUYER, `修改询价单，共 ${input.lines.length} 行`);
  return { id: inquiry.id, inquiryNo: inquiry.inquiryNo };
};

export const setStatus = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  action: InquiryAction,
  to: InquiryStatus,
  at: Date,
  by: string,
  content: string,
): Promise<void> => {
  check(inquiry, action);
  await tx.update(inquiries).set({ status: to }).where(eq(inquiries.id, inquiry.id));
  await addChange(tx, inquiry.id, at, by, content);
};

/** Raises a reminder for the inquiry's buyer now, naming the inquiry. */
export const remind = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  actionCode: ReminderCode,
  at: Date,
): Promise<void> => {
  await tx.insert(reminders).values({
    userId: inquiry.userId,
    actionCode,
    businessMsg: inquiry.inquiryNo,
    happenTime: new Date(Math.floor(at.getTime() / 1000) * 1000),
  });
};

export type LinePrice = {
  detailId: number;
  unitPrice: string;
  validHours: number;
  /** The goods the mall supplies for it. */
  batchId: number;
};

/** The mall quotes lines (each with its validity); the inquiry is then quoted. */
export const quoteLines = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  prices: readonly LinePrice[],
  at: Date,
): Promise<void> => {
  check(inquiry, 'quote');
  const lines = prices.map(({ detailId }) => {
    const line = inquiry.lines.find(({ id }) => id === detailId);
    if (!line) return refuse(404, `询价明细 ${detailId} 不在该询价单中`);
    if (line.state === 'ordered')
      return refuse(INQUIRY_STATE_CODE, `${specText(line)} 已下单，不能再报价`);
    return line;
  });
  if (lines.length === 0) return refuse(400, '没有需要报价的明细');
  await tx.insert(inquiryQuotes).values(
    prices.map(({ unitPrice, validHours, batchId }, index) => {
      const line = lines[index];
      const weight = line?.tonnes ?? '0';
      return {
        lineId: line?.id ?? 0,
        unitPrice,
        tonnes: weight,
        amount: lineAmount(weight, unitPrice),
        quotedAt: at,
        validUntil: new Date(at.getTime() + validHours * 3_600_000),
        quoteRemark: '含税到厂价，运费另计',
        batchId,
      };
    }),
  );
  await tx.update(inquiries).set({ status: 'quoted' }).where(eq(inquiries.id, inquiry.id));
  await addChange(tx, inquiry.id, at, MALL, `报价 ${prices.length} 行`);
};

/** Every live quote of the inquiry ends now; the inquiry expires unless something was ordered. */
export const expireQuotes = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  at: Date,
): Promise<void> => {
  check(inquiry, 'expire');
  const live = inquiry.lines.flatMap(({ state, quote }) =>
    state === 'valid' && quote ? [quote.id] : [],
  );
  if (live.length) {
    await tx.update(inquiryQuotes).set({ validUntil: at }).where(inArray(inquiryQuotes.id, live));
  }
  await setStatus(tx, inquiry, 'expire', 'expired', at, MALL, '报价已失效');
};

/** The buyer deletes a quote, with the reason. */
export const deleteQuote = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  quoteId: number,
  delReason: string,
  at: Date,
): Promise<void> => {
  check(inquiry, 'deleteQuote');
  const line = inquiry.lines.find(({ quote }) => quote?.id === quoteId);
  if (!line) return refuse(404, '报价不存在');
  if (line.state === 'ordered') return refuse(INQUIRY_STATE_CODE, '该报价已下单，不能删除');
  if (line.state === 'deleted') return refuse(INQUIRY_STATE_CODE, '该报价已删除');
  await tx
    .update(inquiryQuotes)
    .set({ delReason, deletedAt: at })
    .where(eq(inquiryQuotes.id, quoteId));
  await addChange(tx, inquiry.id, at, BUYER, `删除报价（${specText(line)}），原因：${delReason}`);
};

/** The named lines of a toBeAccepted inquiry move into a new one; answers the new one. */
export const unpackLines = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  detailIds: readonly number[],
  at: Date,
): Promise<InquiryRef> => {
  check(inquiry, 'unpack');
  const moving = inquiry.lines.filter(({ id }) => detailIds.includes(id));
  if (moving.length !== new Set(detailIds).size) return refuse(404, '询价明细不在该询价单中');
  if (moving.length === inquiry.lines.length) return refuse(400, '不能拆出全部明细');
  const inquiryNo = await nextNumber(tx, inquiries, inquiries.inquiryNo, 'XJ', at);
  const [row] = await tx
    .insert(inquiries)
    .values({
      inquiryNo,
      companyId: inquiry.companyId,
      userId: inquiry.userId,
      status: 'toBeAccepted',
      contactName: inquiry.contactName,
      contactPhone: inquiry.contactPhone,
      remark: inquiry.remark,
      createdAt: at,
      queuedAt: inquiry.queuedAt,
    })
    .returning({ id: inquiries.id });
  if (!row) throw new Error('unpackLines: no row');
  await tx
    .update(inquiryLines)
    .set({ inquiryId: row.id })
    .where(inArray(inquiryLines.id, [...detailIds]));
  await addChange(tx, inquiry.id, at, BUYER, `拆出 ${moving.length} 行到询价单 ${inquiryNo}`);
  await addChange(
    tx,
    row.id,
    at,
    BUYER,
    `由询价单 ${inquiry.inquiryNo} 拆分，共 ${moving.length} 行`,
  );
  return { id: row.id, inquiryNo };
};
