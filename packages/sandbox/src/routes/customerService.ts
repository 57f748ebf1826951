import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import type {
  CustomerMessage,
  CustomerMessageExchange,
  CustomerMessageQuery,
  CustomerServiceToken,
  Page,
} from '@mall/domain/contract';
import {
  CHAT_TOKEN_HEADER,
  customerServiceAccount,
  paths,
  sendCustomerMessageRequest,
} from '@mall/domain/contract';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { agentReply, chatTokenOf } from '../customerService.ts';
import { customerMessages } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { idempotent } from '../orders/guards.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';

const MAX_PAGE_SIZE = 100;

/** Why a chat call is refused without the user's chat token (400: the login itself is fine). */
export const CHAT_TOKEN_INVALID = '客服会话已失效，请重新打开客服窗口';

/** The chat's field names, for the validation messages. */
const labels = {
  account: '客服类型',
  type: '消息类型',
  message: '消息内容',
  searchValue: '商品搜索词',
  title: '商品名称',
};

const pageQuery = z.object({
  account: customerServiceAccount,
  pageNum: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive(), z.lte(MAX_PAGE_SIZE)),
}) satisfies z.ZodMiniType<CustomerMessageQuery>;

/** After `requireUser`: the `X-Chat-Token` header must carry the user's chat token. */
const requireChatToken = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header(CHAT_TOKEN_HEADER) !== chatTokenOf(c.get('user').id)) {
    return fail(400, CHAT_TOKEN_INVALID);
  }
  await next();
});

const toCustomerMessage = (row: typeof customerMessages.$inferSelect): CustomerMessage => ({
  id: row.id,
  account: row.account,
  from: row.from,
  intime: chinaDateTime(row.intime),
  ...row.body,
});

/**
 * The customer-service chat: the widget's identity (any logged-in user), and the conversation
 * with each sub-account (a certified user with the chat token, like the message centre). The
 * sandbox answers every message as the agent at once.
 */
export const customerServiceRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const guard = [auth, requireCertified, requireChatToken] as const;

  return new Hono<AppEnv>()
    .get(paths.common.customerServiceToken, auth, (c) => {
      const user = c.get('user');
      return ok<CustomerServiceToken>({
        token: chatTokenOf(user.id),
        uid: user.id,
        name: [user.companyName, user.realname].filter(Boolean).join('-'),
        mobile: user.username,
      });
    })
    .get(paths.customerService.messages, ...guard, async (c) => {
      const query = validateQuery(c, pageQuery, { numbers: ['pageNum', 'pageSize'], labels });
      if (!query.ok) return query.response;
      const { account, pageNum, pageSize } = query.data;
      const where = and(
        eq(customerMessages.userId, c.get('user').id),
        eq(customerMessages.account, account),
      );
      const [newestFirst, total] = await Promise.all([
        db
          .select()
          .from(customerMessages)
          .where(where)
          .orderBy(desc(customerMessages.intime), desc(customerMessages.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(customerMessages, where),
      ]);
      return ok<Page<CustomerMessage>>({
        rows: newestFirst.reverse().map(toCustomerMessage),
        total,
      });
    })
    .post(paths.customerService.messages, ...guard, idempotent(deps), async (c) => {
      const body = await validateJson(c, sendCustomerMessageRequest, { labels });
      if (!body.ok) return body.response;
      const { account, ...content } = body.data;
      const userId = c.get('user').id;
      const intime = now();
      const [sent, reply] = await db
        .insert(customerMessages)
        .values([
          { userId, account, from: 'buyer', body: content, intime },
          { userId, account, from: 'agent', body: agentReply(content, account), intime },
        ])
        .returning()
        .then((rows) => rows.toSorted((a, b) => a.id - b.id));
      if (!sent || !reply) throw new Error('the chat stored no message');
      return ok<CustomerMessageExchange>({
        sent: toCustomerMessage(sent),
        reply: toCustomerMessage(reply),
      });
    });
};
