import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  INQUIRY_REPLY_REMINDER,
  inquiryAdminReply,
  inquiryDetailAdminPaths,
} from '@mall/domain/contract/inquiryDetail';
import type { Deps } from '../context.ts';
import { inquiries } from '../db/schema.ts';
import { ok } from '../envelope.ts';
import { inTransaction, refuse } from '../orders/guards.ts';
import { addMessage } from '../inquiry/conversation.ts';
import { loadInquiries } from '../inquiry/read.ts';
import { INQUIRY_NOT_FOUND, remind } from '../inquiry/write.ts';
import { validateJson } from '../validation.ts';

/**
 * Sandbox only: the mall's sales desk answers in an inquiry's conversation (by inquiry number,
 * optionally about one line); the buyer gets reminder 028. No login.
 */
export const inquiryDetailAdminRoutes = ({ db, now }: Deps) =>
  new Hono().post(inquiryDetailAdminPaths.reply, async (c) => {
    const body = await validateJson(c, inquiryAdminReply);
    if (!body.ok) return body.response;
    const { inquiryNo, detailId, content } = body.data;
    return inTransaction(db, async (tx) => {
      const at = now();
      const [row] = await tx
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(eq(inquiries.inquiryNo, inquiryNo));
      const [inquiry] = row ? await loadInquiries(tx, [row.id], at) : [];
      if (!inquiry) return refuse(404, INQUIRY_NOT_FOUND);
      const message = await addMessage(tx, inquiry, { author: 'mall', detailId, content }, at);
      await remind(tx, inquiry, INQUIRY_REPLY_REMINDER, at);
      return ok(message);
    });
  });
