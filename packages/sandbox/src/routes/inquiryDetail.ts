import { Hono } from 'hono';
import { INQUIRY_STATE_CODE } from '@mall/domain/contract/inquiry';
import {
  hasQuoteDocument,
  inquiryDetailPaths,
  inquiryMessageRequest,
} from '@mall/domain/contract/inquiryDetail';
import * as z from 'zod/mini';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { fail, ok } from '../envelope.ts';
import { companyOf, idempotent, inTransaction, refuse } from '../orders/guards.ts';
import { addMessage, listMessages } from '../inquiry/conversation.ts';
import { buyerOf } from '../orders/write/invoices.ts';
import { quoteDocumentName, quoteDocumentPdf } from '../inquiry/quoteDocumentPdf.ts';
import { loadInquiry, toDetail } from '../inquiry/read.ts';
import { INQUIRY_NOT_FOUND } from '../inquiry/write.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson } from '../validation.ts';
import { fileResponse } from './orders.ts';

/** Field names of the conversation's calls, for the validation messages. */
const LABELS = { id: '询价单', detailId: '询价明细', content: '留言内容' } as const;

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/**
 * The inquiry detail's chosen calls (contract/inquiryDetail.ts): the conversation and the quote
 * document. Login and a certified company; another company's inquiry is answered as unknown.
 */
export const inquiryDetailRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const p = inquiryDetailPaths;
  return new Hono<AppEnv>()
    .use(`${p.messages}/*`, auth, requireCertified)
    .use(p.sendMessage, auth, requireCertified)
    .use(`${p.quoteDocument}/*`, auth, requireCertified)
    .get(`${p.messages}/:id`, async (c) => {
      const param = idParam.safeParse(c.req.param());
      const inquiry = param.success
        ? await loadInquiry(db, param.data.id, companyOf(c), now())
        : undefined;
      return inquiry ? ok(await listMessages(db, inquiry.id)) : fail(404, INQUIRY_NOT_FOUND);
    })
    .post(p.sendMessage, idempotent(deps), async (c) => {
      const body = await validateJson(c, inquiryMessageRequest, { labels: LABELS });
      if (!body.ok) return body.response;
      const { id, detailId, content } = body.data;
      return inTransaction(db, async (tx) => {
        const at = now();
        const inquiry =
          (await loadInquiry(tx, id, companyOf(c), at)) ?? refuse(404, INQUIRY_NOT_FOUND);
        const message = await addMessage(
          tx,
          inquiry,
          { author: 'buyer', userId: c.get('user').id, detailId, content },
          at,
        );
        return ok(message);
      });
    })
    .get(`${p.quoteDocument}/:id`, async (c) => {
      const param = idParam.safeParse(c.req.param());
      const companyId = companyOf(c);
      const inquiry = param.success
        ? await loadInquiry(db, param.data.id, companyId, now())
        : undefined;
      if (!inquiry) return fail(404, INQUIRY_NOT_FOUND);
      const detail = toDetail(inquiry, c.get('user').id);
      if (!hasQuoteDocument(detail)) {
        return fail(INQUIRY_STATE_CODE, '该询价单尚无报价，没有报价单');
      }
      const pdf = await quoteDocumentPdf(
        detail,
        await buyerOf(db, companyId),
        chinaDateTime(now()),
      );
      return fileResponse(pdf, 'application/pdf', quoteDocumentName(detail.inquiryNo));
    });
};
