import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type {
  InquiryListPage,
  InquiryQueueEntry,
  InquiryStatus,
  LastInquiryInfo,
  LineSuggestion,
  SubmitInquiryRequest,
} from '@mall/domain/contract/inquiry';
import {
  CURRENT_STATUSES,
  HISTORY_STATUSES,
  INQUIRY_OWNER_CODE,
  INQUIRY_OWNER_MESSAGE,
  batchIdsQuery,
  deleteQuoteRequest,
  detailIdsRequest,
  identificationRequest,
  inquiryIdQuery,
  inquiryListQuery,
  inquiryPaths,
  inventoryCodeRequest,
  makeOrderRequest,
  specText,
  submitInquiryRequest,
  unpackRequest,
} from '@mall/domain/contract/inquiry';
import * as z from 'zod/mini';
import { wantedDateIssue } from '@mall/domain/contract/productForms';
import { importWorkbook } from '@mall/domain/workbook';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  goodsBatches,
  inquiries,
  inquiryChanges,
  inquiryLines,
  inquiryQuotes,
} from '../db/schema.ts';
import { holds } from '../like.ts';
import { fail, ok } from '../envelope.ts';
import {
  PAGING,
  companyOf,
  idempotent,
  inTransaction,
  mayTake,
  refuse,
  requirePermission,
} from '../orders/guards.ts';
import type { PermissionKey } from '@mall/domain/contract/roles';
import { TEMPLATE_NAME, XLSX_TYPE, templateWorkbook, uploadName } from '../inquiry/excel.ts';
import { identificationOf, startIdentification } from '../inquiry/identification.ts';
import { toBeSubmittedCount } from '../inquiry/demandCount.ts';
import { makeOrderFromQuote } from '../inquiry/makeOrder.ts';
import type { LoadedInquiry } from '../inquiry/read.ts';
import { inquiryIds, loadInquiries, loadInquiry, toDetail, toSummary } from '../inquiry/read.ts';
import {
  BUYER,
  INQUIRY_NOT_FOUND,
  check,
  deleteQuote,
  insertInquiry,
  replaceInquiry,
  setStatus,
  unpackLines,
} from '../inquiry/write.ts';
import { chinaDateTime } from '../time.ts';
import { chinaDate } from '../prices.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { fileResponse } from './orders.ts';

/** Field names of the inquiry calls, for the validation messages. */
export const INQUIRY_LABELS = {
  id: '询价单',
  detailIds: '询价明细',
  quoteId: '报价',
  delReason: '删除原因',
  historyFlag: '历史标记',
  status: '询价状态',
  inquiryNo: '询价单号',
  lines: '询价明细',
  contactName: '联系人',
  contactPhone: '联系电话',
  batchIds: '现货',
  inventoryCode: '存货编码',
  text: '识别文字',
  searchKey: '关键字',
} as const;

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
const searchKeyQuery = z.object({ searchKey: z.optional(z.string().check(z.trim())) });
const SUGGESTIONS = 10;

/** The line fields of a spot batch, as a suggestion. */
export const batchSuggestion = (
  batch: Pick<
    typeof goodsBatches.$inferSelect,
    | 'id'
    | 'category'
    | 'grade'
    | 'temper'
    | 'thickness'
    | 'width'
    | 'length'
    | 'surface'
    | 'inventoryCode'
  >,
): LineSuggestion => ({
  // The goods categories are product forms of an inquiry line (an ingot batch: no sizes).
  category: batch.category,
  alloy: batch.grade,
  temper: batch.temper ?? '',
  thickness: batch.thickness ?? '',
  width: batch.width ?? '',
  length: batch.length ?? '',
  surface: batch.surface === '阳极氧化' ? '氧化' : batch.surface,
  filmThickness: '',
  batchId: batch.id,
  inventoryCode: batch.inventoryCode,
  times: 0,
});

/** The company's lines grouped by specification, most asked first. */
const askedSpecs = async (db: SandboxDb, companyId: number): Promise<LineSuggestion[]> => {
  const rows = await db
    .select({
      alloy: inquiryLines.alloy,
      temper: inquiryLines.temper,
      thickness: inquiryLines.thickness,
      width: inquiryLines.width,
      length: inquiryLines.length,
      surface: inquiryLines.surface,
      filmThickness: inquiryLines.filmThickness,
      unit: sql<LineSuggestion['unit']>`max(${inquiryLines.unit})`,
      quantity: sql<string>`max(${inquiryLines.quantity})`,
      times: count(),
    })
    .from(inquiryLines)
    .innerJoin(inquiries, eq(inquiries.id, inquiryLines.inquiryId))
    .where(eq(inquiries.companyId, companyId))
    .groupBy(
      inquiryLines.alloy,
      inquiryLines.temper,
      inquiryLines.thickness,
      inquiryLines.width,
      inquiryLines.length,
      inquiryLines.surface,
      inquiryLines.filmThickness,
    )
    .orderBy(desc(count()), asc(inquiryLines.alloy));
  return rows.map((row) => ({ ...row, inventoryCode: specText(row).replace(' ', '-') }));
};

/**
 * The buyer's inquiry calls (spec section 7, "Inquiry"): login and a certified company; another
 * company's inquiries are answered as unknown.
 */
export const inquiryRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  /** The inquiry of `?id=` or `/:id`, of the caller's company. */
  const found = async (
    c: Context<AppEnv>,
    id: number,
    handle: SandboxDb | SandboxTx = db,
  ): Promise<LoadedInquiry | undefined> => loadInquiry(handle, id, companyOf(c), now());

  /**
   * Refuses the action of `key` (an 'own' row of the permissions table) to an employee acting
   * on an inquiry another user submitted.
   */
  const owned = (c: Context<AppEnv>, key: PermissionKey, inquiry: LoadedInquiry): LoadedInquiry =>
    mayTake(c, key, inquiry.userId === c.get('user').id)
      ? inquiry
      : refuse(INQUIRY_OWNER_CODE, INQUIRY_OWNER_MESSAGE);

  /** The lines of an inquiry as the form's data (copy or edit). */
  const formData = (inquiry: LoadedInquiry): SubmitInquiryRequest => {
    const { lines, ...detail } = toDetail(inquiry, inquiry.userId);
    return {
      contactName: detail.contactName,
      contactPhone: detail.contactPhone,
      ...(detail.remark && { remark: detail.remark }),
      lines: lines.map(
        ({ detailId: _d, tonnes: _t, state: _s, quote: _q, orderNo: _o, ...line }) => line,
      ),
    };
  };

  return new Hono<AppEnv>()
    .use(`${inquiryPaths.detail}/*`, auth, requireCertified)
    .use(inquiryPaths.searchKey, auth, requireCertified)
    .post(inquiryPaths.submit, requirePermission('inquirySubmit'), keyed, async (c) => {
      const body = await validateJson(c, submitInquiryRequest, { labels: INQUIRY_LABELS });
      if (!body.ok) return body.response;
      const user = c.get('user');
      const { id, ...input } = body.data;
      const today = chinaDate(now());
      const dateIssues = input.lines.map((line) => wantedDateIssue(line.wantedDate, today));
      const late = dateIssues.findIndex(Boolean);
      if (late >= 0) return fail(400, `第 ${late + 1} 行：${dateIssues[late]}`);
      return inTransaction(db, async (tx) => {
        if (id === undefined) {
          return ok(
            await insertInquiry(tx, { companyId: companyOf(c), userId: user.id }, input, now()),
          );
        }
        const [inquiry] = await loadInquiries(tx, [id], now());
        const mine = inquiry?.companyId === companyOf(c) ? inquiry : undefined;
        return ok(
          await replaceInquiry(
            tx,
            owned(c, 'inquiryEdit', check(mine, 'modify')),
            body.data,
            now(),
          ),
        );
      });
    })
    .get(inquiryPaths.list, async (c) => {
      const query = validateQuery(c, inquiryListQuery, { numbers: PAGING, labels: INQUIRY_LABELS });
      if (!query.ok) return query.response;
      const { historyFlag = false, status, inquiryNo, pageNum, pageSize } = query.data;
      const side: readonly InquiryStatus[] = historyFlag ? HISTORY_STATUSES : CURRENT_STATUSES;
      const companyId = companyOf(c);
      const tallies = await db
        .select({ status: inquiries.status, total: count() })
        .from(inquiries)
        .where(and(eq(inquiries.companyId, companyId), inArray(inquiries.status, [...side])))
        .groupBy(inquiries.status);
      const counts = Object.fromEntries(
        side.map((one) => [one, tallies.find((row) => row.status === one)?.total ?? 0]),
      );
      const ids = await inquiryIds(
        db,
        companyId,
        status && side.includes(status) ? [status] : side,
        inquiryNo,
      );
      const pageIds = ids.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      const userId = c.get('user').id;
      const rows = (await loadInquiries(db, pageIds, now())).map((row) => toSummary(row, userId));
      return ok<InquiryListPage>({ rows, total: ids.length, counts });
    })
    .get(`${inquiryPaths.changeInfo}/:id`, async (c) => {
      const param = idParam.safeParse(c.req.param());
      const inquiry = param.success ? await found(c, param.data.id) : undefined;
      if (!inquiry) return fail(404, INQUIRY_NOT_FOUND);
      const rows = await db
        .select()
        .from(inquiryChanges)
        .where(eq(inquiryChanges.inquiryId, inquiry.id))
        .orderBy(asc(inquiryChanges.at), asc(inquiryChanges.id));
      return ok(rows.map(({ at, by, content }) => ({ at: chinaDateTime(at), by, content })));
    })
    .get(inquiryPaths.cancel, async (c) => {
      const query = validateQuery(c, inquiryIdQuery, { labels: INQUIRY_LABELS });
      if (!query.ok) return query.response;
      return inTransaction(db, async (tx) => {
        const inquiry = owned(
          c,
          'inquiryCancel',
          check(await found(c, query.data.id, tx), 'cancel'),
        );
        await setStatus(tx, inquiry, 'cancel', 'cancelled', now(), BUYER, '取消询价单');
        return ok(null);
      });
    })
    .post(inquiryPaths.again, keyed, async (c) => {
      const body = await validateJson(c, detailIdsRequest, { labels: INQUIRY_LABELS });
      if (!body.ok) return body.response;
      const companyId = companyOf(c);
      const detailIds = [...new Set(body.data.detailIds)];
      return inTransaction(db, async (tx) => {
        const rows = await tx
          .select({ inquiryId: inquiryLines.inquiryId })
          .from(inquiryLines)
          .innerJoin(inquiries, eq(inquiries.id, inquiryLines.inquiryId))
          .where(and(inArray(inquiryLines.id, detailIds), eq(inquiries.companyId, companyId)));
        if (rows.length !== detailIds.length) return refuse(404, '询价明细不存在');
        const source = await loadInquiries(
          tx,
          [...new Set(rows.map(({ inquiryId }) => inquiryId))],
          now(),
        );
        const lines = source.flatMap(
          (one) =>
            formData({ ...one, lines: one.lines.filter(({ id }) => detailIds.includes(id)) }).lines,
        );
        const [first] = source;
        if (!first) return refuse(404, INQUIRY_NOT_FOUND);
        const made = await insertInquiry(
          tx,
          { companyId, userId: c.get('user').id },
          { contactName: first.contactName, contactPhone: first.contactPhone, lines },
          now(),
          `再次询价（来自 ${source.map(({ inquiryNo }) => inquiryNo).join('、')}）`,
        );
        return ok(made);
      });
    })
    .get(inquiryPaths.modify, async (c) => {
      const query = validateQuery(c, inquiryIdQuery, { labels: INQUIRY_LABELS });
      if (!query.ok) return query.response;
      return inTransaction(db, async (tx) => {
        const inquiry = owned(c, 'inquiryEdit', check(await found(c, query.data.id, tx), 'modify'));
        return ok({ ...formData(inquiry), id: inquiry.id });
      });
    })
    .get(`${inquiryPaths.shadow}/:id`, async (c) => {
      const param = idParam.safeParse(c.req.param());
      const inquiry = param.success ? await found(c, param.data.id) : undefined;
      if (!inquiry) return fail(404, INQUIRY_NOT_FOUND);
      return ok(formData(inquiry));
    })
    .get(inquiryPaths.exportTemplate, async () =>
      fileResponse(await templateWorkbook(now()), XLSX_TYPE, TEMPLATE_NAME),
    )
    .post(inquiryPaths.importData, async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) return fail(400, '请选择要导入的表格文件');
      if (bytes.byteLength > 5 * 1024 * 1024) return fail(400, '文件不能超过 5 MB');
      const result = importWorkbook(
        uploadName(c.req.query('fileName'), c.req.header('Content-Type')),
        bytes,
        {
          deliveryCity: c.req.query('deliveryCity') ?? '',
          wantedDate: c.req.query('wantedDate') ?? '',
        },
      );
      return typeof result === 'string' ? fail(400, result) : ok(result);
    })
    .get(inquiryPaths.toBeSubmittedCount, async (c) =>
      ok(await toBeSubmittedCount(db, companyOf(c))),
    )
    .post(inquiryPaths.deleteQuote, async (c) => {
      const body = await validateJson(c, deleteQuoteRequest, { labels: INQUIRY_LABELS });
      if (!body.ok) return body.response;
      const { quoteId, delReason } = body.data;
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .select({ inquiryId: inquiryLines.inquiryId })
          .from(inquiryQuotes)
          .innerJoin(inquiryLines, eq(inquiryLines.id, inquiryQuotes.lineId))
          .where(eq(inquiryQuotes.id, quoteId));
        const inquiry = row ? await found(c, row.inquiryId, tx) : undefined;
        if (!inquiry) return refuse(404, '报价不存在');
        await deleteQuote(tx, owned(c, 'quoteDelete', inquiry), quoteId, delReason, now());
        return ok(null);
      });
    })
    .get(inquiryPaths.lastInfo, async (c) => {
      const [last] = await db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(eq(inquiries.userId, c.get('user').id))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(1);
      const [inquiry] = last ? await loadInquiries(db, [last.id], now()) : [];
      const info: LastInquiryInfo = inquiry
        ? {
            contactName: inquiry.contactName,
            contactPhone: inquiry.contactPhone,
            deliveryCity: inquiry.lines[0]?.deliveryCity ?? '',
          }
        : null;
      return ok(info);
    })
    .post(inquiryPaths.unpack, async (c) => {
      const body = await validateJson(c, unpackRequest, { labels: INQUIRY_LABELS });
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const inquiry = owned(c, 'inquirySplit', check(await found(c, body.data.id, tx), 'unpack'));
        return ok(await unpackLines(tx, inquiry, [...new Set(body.data.detailIds)], now()));
      });
    })
    .get(inquiryPaths.fromBatches, async (c) => {
      const query = validateQuery(c, batchIdsQuery, { labels: INQUIRY_LABELS });
      if (!query.ok) return query.response;
      const ids = query.data.batchIds.split(',').map(Number);
      const rows = await db.select().from(goodsBatches).where(inArray(goodsBatches.id, ids));
      if (rows.length === 0) return fail(404, '所选现货不存在');
      return ok(ids.flatMap((id) => rows.filter((row) => row.id === id).map(batchSuggestion)));
    })
    .get(inquiryPaths.historyRequire, async (c) =>
      ok((await askedSpecs(db, companyOf(c))).slice(0, 50)),
    )
    .get(inquiryPaths.frequent, async (c) =>
      ok((await askedSpecs(db, companyOf(c))).filter(({ times }) => times > 1).slice(0, 20)),
    )
    .post(inquiryPaths.frequentByCode, async (c) => {
      const body = await validateJson(c, inventoryCodeRequest, { labels: INQUIRY_LABELS });
      if (!body.ok) return body.response;
      const code = body.data.inventoryCode.toLowerCase();
      const specs = await askedSpecs(db, companyOf(c));
      return ok(specs.filter(({ inventoryCode }) => inventoryCode.toLowerCase().includes(code)));
    })
    .post(inquiryPaths.queues, async (c) => {
      const waiting = await db
        .select({
          id: inquiries.id,
          inquiryNo: inquiries.inquiryNo,
          status: inquiries.status,
          companyId: inquiries.companyId,
        })
        .from(inquiries)
        .where(inArray(inquiries.status, ['toBeAccepted', 'quoting']))
        .orderBy(asc(inquiries.queuedAt), asc(inquiries.id));
      const mine = waiting.flatMap(({ companyId, ...entry }, index) =>
        companyId === companyOf(c) ? [{ ...entry, position: index + 1 }] : [],
      );
      return ok<InquiryQueueEntry[]>(mine);
    })
    .post(inquiryPaths.identification, async (c) => {
      const body = await validateJson(c, identificationRequest, { labels: INQUIRY_LABELS });
      if (!body.ok) return body.response;
      return ok({ id: await startIdentification(db, c.get('user').id, body.data.text, now()) });
    })
    .get(`${inquiryPaths.identificationResult}/:id`, async (c) => {
      const param = idParam.safeParse(c.req.param());
      const result = param.success
        ? await identificationOf(db, param.data.id, c.get('user').id, now())
        : undefined;
      return result ? ok(result) : fail(404, '识别任务不存在');
    })
    .get(inquiryPaths.searchKey, async (c) => {
      const query = validateQuery(c, searchKeyQuery, { labels: INQUIRY_LABELS });
      if (!query.ok) return query.response;
      const key = query.data.searchKey ?? '';
      if (key === '') return ok<LineSuggestion[]>([]);
      const pattern = `%${key.replace(/[%_\\]/g, '\\$&')}%`;
      const rows = await db
        .selectDistinctOn([
          goodsBatches.grade,
          goodsBatches.temper,
          goodsBatches.thickness,
          goodsBatches.width,
          goodsBatches.length,
        ])
        .from(goodsBatches)
        .where(
          and(
            sql`${goodsBatches.thickness} is not null`,
            // What the trigram index finds first: the search text holds the inventory code and
            // the grade with its temper (a batch with sizes always has a temper).
            holds(goodsBatches.searchText, key),
            or(
              ilike(goodsBatches.inventoryCode, pattern),
              ilike(
                sql`${goodsBatches.grade}::text || '-' || coalesce(${goodsBatches.temper}::text, '')`,
                pattern,
              ),
            ),
          ),
        )
        .orderBy(
          goodsBatches.grade,
          goodsBatches.temper,
          goodsBatches.thickness,
          goodsBatches.width,
          goodsBatches.length,
        )
        .limit(SUGGESTIONS);
      return ok(rows.map(batchSuggestion));
    })
    .post(inquiryPaths.makeOrder, keyed, async (c) => {
      const body = await validateJson(c, makeOrderRequest, { labels: INQUIRY_LABELS });
      if (!body.ok) return body.response;
      const detailIds = [...new Set(body.data.detailIds)];
      return inTransaction(db, async (tx) => {
        const [inquiry] = await loadInquiries(tx, [body.data.id], now());
        const mine = inquiry?.companyId === companyOf(c) ? inquiry : undefined;
        const made = await makeOrderFromQuote(
          tx,
          owned(c, 'inquiryOrder', check(mine, 'makeOrder')),
          detailIds,
          body.data.terms,
          c.get('user').id,
          now(),
        );
        return ok(made);
      });
    })
    .get(`${inquiryPaths.detail}/:id`, async (c) => {
      const param = idParam.safeParse(c.req.param());
      // The lines' states and the serverTime the client counts the validity down from are one moment.
      const at = now();
      const inquiry = param.success
        ? await loadInquiry(db, param.data.id, companyOf(c), at)
        : undefined;
      return inquiry
        ? ok({ ...toDetail(inquiry, c.get('user').id), serverTime: chinaDateTime(at) })
        : fail(404, INQUIRY_NOT_FOUND);
    });
};
