import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  inquiryAdminPaths,
  inquiryAdminQuote,
  inquiryAdminRef,
} from '@mall/domain/contract/inquiry';
import type { Deps } from '../context.ts';
import type { SandboxTx } from '../db/client.ts';
import { inquiries } from '../db/schema.ts';
import { ok } from '../envelope.ts';
import { inTransaction, refuse } from '../orders/guards.ts';
import type { LoadedInquiry } from '../inquiry/read.ts';
import { loadInquiries } from '../inquiry/read.ts';
import { supplyingBatch } from '../inquiry/supply.ts';
import type { LinePrice } from '../inquiry/write.ts';
import {
  INQUIRY_NOT_FOUND,
  MALL,
  check,
  expireQuotes,
  quoteLines,
  remind,
  setStatus,
} from '../inquiry/write.ts';
import { validateJson } from '../validation.ts';

const DEFAULT_PRICE = '21500.00';
const DEFAULT_VALID_HOURS = 48;

const byNo = async (tx: SandboxTx, inquiryNo: string, at: Date): Promise<LoadedInquiry> => {
  const [row] = await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.inquiryNo, inquiryNo));
  const [inquiry] = row ? await loadInquiries(tx, [row.id], at) : [];
  return inquiry ?? refuse(404, INQUIRY_NOT_FOUND);
};

/**
 * Sandbox only: the mall's side of inquiries (its sales desk), so that tests and journeys can
 * accept, quote and expire an inquiry by its number. No login.
 */
export const inquiryAdminRoutes = ({ db, now }: Deps) =>
  new Hono()
    .post(inquiryAdminPaths.accept, async (c) => {
      const body = await validateJson(c, inquiryAdminRef);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const at = now();
        const inquiry = check(await byNo(tx, body.data.inquiryNo, at), 'accept');
        await setStatus(tx, inquiry, 'accept', 'quoting', at, MALL, '商城已受理，正在报价');
        await remind(tx, inquiry, '011', at);
        return ok(null);
      });
    })
    .post(inquiryAdminPaths.quote, async (c) => {
      const body = await validateJson(c, inquiryAdminQuote);
      if (!body.ok) return body.response;
      const {
        inquiryNo,
        lines,
        unitPrice = DEFAULT_PRICE,
        validHours = DEFAULT_VALID_HOURS,
      } = body.data;
      return inTransaction(db, async (tx) => {
        const at = now();
        const inquiry = check(await byNo(tx, inquiryNo, at), 'quote');
        const asked =
          lines ??
          inquiry.lines
            .filter(({ state }) => state !== 'ordered' && state !== 'valid')
            .map(({ id }) => ({ detailId: id, unitPrice, validHours }));
        const prices: LinePrice[] = [];
        for (const one of asked) {
          const line = inquiry.lines.find(({ id }) => id === one.detailId);
          if (!line) return refuse(404, `询价明细 ${one.detailId} 不在该询价单中`);
          prices.push({
            detailId: one.detailId,
            unitPrice: one.unitPrice,
            validHours: one.validHours ?? validHours,
            batchId: await supplyingBatch(tx, line),
          });
        }
        await quoteLines(tx, inquiry, prices, at);
        await remind(tx, inquiry, '012', at);
        return ok(null);
      });
    })
    .post(inquiryAdminPaths.expire, async (c) => {
      const body = await validateJson(c, inquiryAdminRef);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const at = now();
        await expireQuotes(tx, await byNo(tx, body.data.inquiryNo, at), at);
        return ok(null);
      });
    });
