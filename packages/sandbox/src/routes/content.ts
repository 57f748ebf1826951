import { and, asc, count, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  Article,
  ArticleSummary,
  ArticleTypeId,
  AskResult,
  ContentPage,
  Faq,
  FaqSummary,
  Page,
  Promotion,
  PromotionStatus,
  Protocol,
  Question,
  QuestionSummary,
} from '@mall/domain/contract';
import {
  PROMOTION_STATUS,
  articleListQuery,
  askRequest,
  checkAboutUsRequest,
  downloadQuery,
  feedbackRequest,
  pageQuery,
  paths,
} from '@mall/domain/contract';
import { requireUser, sessionUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { ContentKind } from '../db/schema.ts';
import {
  answers,
  contentPages,
  faqs,
  feedback,
  infoTypes,
  infos,
  promotions,
  questions,
  userActionRecords,
} from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { idempotent } from '../orders/guards.ts';
import { DOWNLOADS } from '../files.ts';
import { chinaDate } from '../prices.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';

/** The same feedback from the same user within this long is refused as sent twice. */
const DUPLICATE_FEEDBACK_MS = 10 * 60_000;

const LABELS = {
  typeId: '资讯类型',
  days: '时间范围',
  usePage: '协议',
  title: '问题',
  content: '内容',
  mobile: '手机号',
  fileName: '文件名',
  id: 'ID',
};

const idQuery = z.object({ id: z.int().check(z.positive()) });
const typeQuery = z.object({ type: z.string().check(z.minLength(1)) });
const protocolQuery = z.object({ usePage: z.string().check(z.minLength(1)) });

/** 陈志强 → 陈**: askers are shown masked. */
const maskName = (name: string): string => `${[...name][0] ?? '匿'}**`;

/**
 * A name for Content-Disposition: no path, quote or control characters, with an ASCII
 * fallback beside the UTF-8 form (RFC 6266).
 */
export const contentDisposition = (fileName: string): string => {
  const safe = [...fileName].filter((char) => char >= ' ' && !'"\\/'.includes(char)).join('');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
};

/**
 * The content pages' calls. Reading needs no login; asking a question and sending feedback
 * need one (body code 401 otherwise).
 */
export const contentRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const today = () => chinaDate(now());

  const literal = (value: number) => sql.raw(String(value));
  /** A promotion's status on `day`, from its dates (both included). */
  const statusOf = (day: string) =>
    sql<PromotionStatus>`(case when ${promotions.startDate} > ${day}::date then ${literal(
      PROMOTION_STATUS.upcoming,
    )} when ${promotions.endDate} < ${day}::date then ${literal(
      PROMOTION_STATUS.ended,
    )} else ${literal(PROMOTION_STATUS.ongoing)} end)`.mapWith(
      (value) => Number(value) as PromotionStatus,
    );

  const articleColumns = {
    id: infos.id,
    typeId: infos.typeId,
    typeName: infoTypes.name,
    title: infos.title,
    summary: infos.summary,
    source: infos.source,
    publishTime: infos.publishTime,
    viewCount: infos.viewCount,
  };
  const toSummary = <Row extends { publishTime: Date; typeId: number }>({
    publishTime,
    ...row
  }: Row) => ({
    ...row,
    typeId: row.typeId as ArticleTypeId,
    publishTime: chinaDateTime(publishTime),
  });

  const contentPage = async (kind: ContentKind, type: string) => {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.kind, kind), eq(contentPages.type, type)));
    return row;
  };
  const toContentPage = (row: typeof contentPages.$inferSelect): ContentPage => ({
    type: row.type,
    title: row.title,
    content: row.content,
    updateTime: chinaDateTime(row.updatedAt),
    attachments: row.attachments,
  });

  const answerCount = db
    .select({ questionId: answers.questionId, answerCount: count().as('answer_count') })
    .from(answers)
    .groupBy(answers.questionId)
    .as('answer_counts');
  const questionSummaries = () =>
    db
      .select({
        id: questions.id,
        title: questions.title,
        askerName: questions.askerName,
        askedAt: questions.askedAt,
        content: questions.content,
        answerCount: sql<number>`coalesce(${answerCount.answerCount}, 0)`.mapWith(Number),
      })
      .from(questions)
      .leftJoin(answerCount, eq(answerCount.questionId, questions.id));
  const toQuestionSummary = (row: {
    id: number;
    title: string;
    askerName: string;
    askedAt: Date;
    answerCount: number;
  }): QuestionSummary => ({
    id: row.id,
    title: row.title,
    askerName: row.askerName,
    askTime: chinaDateTime(row.askedAt),
    answerCount: row.answerCount,
  });

  const faqViews = (id: number) =>
    db.$count(
      userActionRecords,
      and(eq(userActionRecords.action, 'checkAboutUs'), eq(userActionRecords.targetId, id)),
    );

  return new Hono<AppEnv>()
    .get(paths.content.promotionList, async (c) => {
      const query = validateQuery(c, pageQuery, { numbers: ['pageNum', 'pageSize'] });
      if (!query.ok) return query.response;
      const { pageNum, pageSize } = query.data;
      const status = statusOf(today());
      const [rows, total] = await Promise.all([
        db
          .select({ ...getTableColumns(promotions), status })
          .from(promotions)
          // Ongoing first, then upcoming, then ended; the newest start first within each.
          .orderBy(
            sql`case ${status} when ${literal(PROMOTION_STATUS.ongoing)} then 0 when ${literal(
              PROMOTION_STATUS.upcoming,
            )} then 1 else 2 end`,
            desc(promotions.startDate),
            asc(promotions.id),
          )
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(promotions),
      ]);
      return ok<Page<Promotion>>({ rows, total });
    })
    .get(paths.content.infoList, async (c) => {
      const query = validateQuery(c, articleListQuery, {
        numbers: ['pageNum', 'pageSize', 'typeId'],
        labels: LABELS,
      });
      if (!query.ok) return query.response;
      const { pageNum, pageSize, typeId } = query.data;
      const where = typeId === undefined ? undefined : eq(infos.typeId, typeId);
      const [rows, total] = await Promise.all([
        db
          .select(articleColumns)
          .from(infos)
          .innerJoin(infoTypes, eq(infoTypes.id, infos.typeId))
          .where(where)
          .orderBy(desc(infos.publishTime), desc(infos.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(infos, where),
      ]);
      return ok<Page<ArticleSummary>>({ rows: rows.map(toSummary), total });
    })
    .get(paths.content.infoDetail, async (c) => {
      const query = validateQuery(c, idQuery, { numbers: ['id'], labels: LABELS });
      if (!query.ok) return query.response;
      const [read] = await db
        .update(infos)
        .set({ viewCount: sql`${infos.viewCount} + 1` })
        .where(eq(infos.id, query.data.id))
        .returning({ id: infos.id });
      if (!read) return fail(404, '资讯不存在');
      const [row] = await db
        .select({ ...articleColumns, content: infos.content })
        .from(infos)
        .innerJoin(infoTypes, eq(infoTypes.id, infos.typeId))
        .where(eq(infos.id, read.id));
      return row ? ok<Article>(toSummary(row)) : fail(404, '资讯不存在');
    })
    .get(paths.content.helpDetail, async (c) => {
      const query = validateQuery(c, typeQuery, { labels: LABELS });
      if (!query.ok) return query.response;
      const row = await contentPage('help', query.data.type);
      return row ? ok<ContentPage>(toContentPage(row)) : fail(404, '帮助内容不存在');
    })
    .get(paths.content.aboutDetail, async (c) => {
      const query = validateQuery(c, typeQuery, { labels: LABELS });
      if (!query.ok) return query.response;
      const row = await contentPage('about', query.data.type);
      return row ? ok<ContentPage>(toContentPage(row)) : fail(404, '页面不存在');
    })
    .get(paths.content.protocol, async (c) => {
      const query = validateQuery(c, protocolQuery, { labels: LABELS });
      if (!query.ok) return query.response;
      const row = await contentPage('protocol', query.data.usePage);
      if (!row) return fail(404, '协议不存在');
      return ok<Protocol>({
        usePage: row.type,
        title: row.title,
        content: row.content,
        version: row.version,
        updateTime: chinaDateTime(row.updatedAt),
      });
    })
    .get(paths.content.faqList, async () => {
      const rows = await db
        .select({ id: faqs.id, question: faqs.question })
        .from(faqs)
        .orderBy(asc(faqs.sort), asc(faqs.id));
      return ok<FaqSummary[]>(rows);
    })
    .get(paths.content.faqDetail, async (c) => {
      const query = validateQuery(c, idQuery, { numbers: ['id'], labels: LABELS });
      if (!query.ok) return query.response;
      const [row] = await db.select().from(faqs).where(eq(faqs.id, query.data.id));
      if (!row) return fail(404, '问题不存在');
      return ok<Faq>({
        id: row.id,
        question: row.question,
        answer: row.answer,
        updateTime: chinaDateTime(row.updatedAt),
        viewCount: await faqViews(row.id),
      });
    })
    .post(paths.content.checkAboutUs, async (c) => {
      const body = await validateJson(c, checkAboutUsRequest, { labels: LABELS });
      if (!body.ok) return body.response;
      const { id } = body.data;
      if ((await db.$count(faqs, eq(faqs.id, id))) === 0) return fail(404, '问题不存在');
      const user = await sessionUser(deps, c);
      await db.insert(userActionRecords).values({
        action: 'checkAboutUs',
        targetId: id,
        userId: user?.id ?? null,
        createdAt: now(),
      });
      return ok(null);
    })
    .get(paths.content.questionList, async (c) => {
      const query = validateQuery(c, pageQuery, { numbers: ['pageNum', 'pageSize'] });
      if (!query.ok) return query.response;
      const { pageNum, pageSize } = query.data;
      const [rows, total] = await Promise.all([
        questionSummaries()
          .orderBy(desc(questions.askedAt), desc(questions.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(questions),
      ]);
      return ok<Page<QuestionSummary>>({ rows: rows.map(toQuestionSummary), total });
    })
    .get(paths.content.questionDetail, async (c) => {
      const query = validateQuery(c, idQuery, { numbers: ['id'], labels: LABELS });
      if (!query.ok) return query.response;
      const [row] = await questionSummaries().where(eq(questions.id, query.data.id));
      if (!row) return fail(404, '问题不存在');
      const replies = await db
        .select()
        .from(answers)
        .where(eq(answers.questionId, row.id))
        .orderBy(asc(answers.answeredAt), asc(answers.id));
      return ok<Question>({
        ...toQuestionSummary(row),
        content: row.content,
        answers: replies.map((reply) => ({
          id: reply.id,
          answererName: reply.answererName,
          official: reply.official,
          content: reply.content,
          answerTime: chinaDateTime(reply.answeredAt),
        })),
      });
    })
    .post(paths.content.ask, requireUser(deps), idempotent(deps), async (c) => {
      const body = await validateJson(c, askRequest, { labels: LABELS });
      if (!body.ok) return body.response;
      const user = c.get('user');
      const [row] = await db
        .insert(questions)
        .values({
          userId: user.id,
          askerName: maskName(user.realname),
          title: body.data.title,
          content: body.data.content,
          askedAt: now(),
        })
        .returning({ id: questions.id });
      return row ? ok<AskResult>(row) : fail(500);
    })
    .post(paths.content.feedback, requireUser(deps), async (c) => {
      const body = await validateJson(c, feedbackRequest, { labels: LABELS });
      if (!body.ok) return body.response;
      const user = c.get('user');
      const { type, content, mobile } = body.data;
      const since = new Date(now().getTime() - DUPLICATE_FEEDBACK_MS);
      const sent = await db.$count(
        feedback,
        and(
          eq(feedback.userId, user.id),
          eq(feedback.content, content),
          gt(feedback.createdAt, since),
        ),
      );
      if (sent > 0) return fail(400, '请勿重复提交相同的反馈');
      await db
        .insert(feedback)
        .values({ userId: user.id, type, content, mobile: mobile ?? null, createdAt: now() });
      return ok(null);
    })
    .get(paths.content.download, (c) => {
      const query = validateQuery(c, downloadQuery, { labels: LABELS });
      if (!query.ok) return query.response;
      const file = DOWNLOADS[query.data.path];
      if (!file) return fail(404, '文件不存在');
      return new Response(file.body, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': contentDisposition(query.data.fileName || file.defaultName),
        },
      });
    });
};
