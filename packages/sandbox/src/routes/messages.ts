import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  JumpMapEntry,
  Message,
  MessageCount,
  MessageListQuery,
  MessageSettingType,
  MessageType,
  Page,
} from '@mall/domain/contract';
import {
  READ,
  UNREAD,
  batchUpdateSettingRequest,
  message,
  messageType,
  paths,
  updateSettingRequest,
} from '@mall/domain/contract';
import { asFlag, requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import {
  READ_STATUS,
  messageJumps,
  messageSettingChoices,
  messageSettings,
  messageTypes,
  messages,
} from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';

const LATEST_COUNT = 5;
const MAX_PAGE_SIZE = 100;
const NO_SUCH_TYPE = '消息类型不存在';

const typeQuery = z.object({ messageTypeId: messageType.shape.typeId });
const latestQuery = z.partial(typeQuery);
const listQuery = z.object({
  messageTypeId: messageType.shape.typeId,
  pageNum: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive(), z.lte(MAX_PAGE_SIZE)),
}) satisfies z.ZodMiniType<MessageListQuery>;
const idQuery = z.object({ id: message.shape.id });

/** A sub-setting is received unless the user switched it off. */
const receive = sql<number>`coalesce(${messageSettingChoices.receive}, 1)`.mapWith(Number);

const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  title: row.title,
  content: row.content,
  intime: chinaDateTime(row.intime),
  readStatus: row.readStatus === READ_STATUS.unread ? UNREAD : READ,
  bizCode: row.bizCode,
  jumpParams: JSON.stringify(row.jumpParams),
});

/**
 * The message centre of the logged-in user. Every call needs a certified user (see
 * `requireCertified`); a messageTypeId must name a type, else body code 404.
 */
export const messageRoutes = (deps: Deps) => {
  const { db } = deps;
  const guard = [requireUser(deps), requireCertified] as const;
  const own = (userId: number) => eq(messages.userId, userId);
  const unread = (userId: number) => and(own(userId), eq(messages.readStatus, READ_STATUS.unread));
  const ofType = (typeId: number | undefined) =>
    typeId === undefined ? undefined : eq(messages.typeId, typeId);
  const typeExists = async (typeId: number | undefined) =>
    typeId === undefined || (await db.$count(messageTypes, eq(messageTypes.id, typeId))) > 0;
  const markRead = (where: SQL | undefined) =>
    db.update(messages).set({ readStatus: READ_STATUS.read }).where(where).returning({
      id: messages.id,
    });
  const chooseReceive = (userId: number, settingIds: readonly number[], choice: 0 | 1) =>
    db
      .insert(messageSettingChoices)
      .values(settingIds.map((settingId) => ({ userId, settingId, receive: choice })))
      .onConflictDoUpdate({
        target: [messageSettingChoices.userId, messageSettingChoices.settingId],
        set: { receive: choice },
      });

  return new Hono<AppEnv>()
    .get(paths.messages.count, ...guard, async (c) => {
      const unreadCount = await db.$count(messages, unread(c.get('user').id));
      return ok<MessageCount>({ unreadCount });
    })
    .get(paths.messages.typeList, ...guard, async (c) => {
      const types = await db
        .select({
          typeId: messageTypes.id,
          title: messageTypes.title,
          unreadCount: count(messages.id),
        })
        .from(messageTypes)
        .leftJoin(messages, and(eq(messages.typeId, messageTypes.id), unread(c.get('user').id)))
        .groupBy(messageTypes.id)
        .orderBy(asc(messageTypes.id));
      return ok<MessageType[]>(types);
    })
    .get(paths.messages.latest, ...guard, async (c) => {
      const query = validateQuery(c, latestQuery, { numbers: ['messageTypeId'] });
      if (!query.ok) return query.response;
      const { messageTypeId } = query.data;
      if (!(await typeExists(messageTypeId))) return fail(404, NO_SUCH_TYPE);
      const rows = await db
        .select()
        .from(messages)
        .where(and(own(c.get('user').id), ofType(messageTypeId)))
        .orderBy(desc(messages.intime), desc(messages.id))
        .limit(LATEST_COUNT);
      return ok<Message[]>(rows.map(toMessage));
    })
    .get(paths.messages.list, ...guard, async (c) => {
      const query = validateQuery(c, listQuery, {
        numbers: ['messageTypeId', 'pageNum', 'pageSize'],
      });
      if (!query.ok) return query.response;
      const { messageTypeId, pageNum, pageSize } = query.data;
      if (!(await typeExists(messageTypeId))) return fail(404, NO_SUCH_TYPE);
      const where = and(own(c.get('user').id), ofType(messageTypeId));
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.intime), desc(messages.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(messages, where),
      ]);
      return ok<Page<Message>>({ rows: rows.map(toMessage), total });
    })
    .get(paths.messages.clearUnread, ...guard, async (c) => {
      await markRead(unread(c.get('user').id));
      return ok(null);
    })
    .get(paths.messages.changeTypeStatus, ...guard, async (c) => {
      const query = validateQuery(c, typeQuery, { numbers: ['messageTypeId'] });
      if (!query.ok) return query.response;
      const { messageTypeId } = query.data;
      if (!(await typeExists(messageTypeId))) return fail(404, NO_SUCH_TYPE);
      await markRead(and(unread(c.get('user').id), ofType(messageTypeId)));
      return ok(null);
    })
    .get(paths.messages.changeStatus, ...guard, async (c) => {
      const query = validateQuery(c, idQuery, { numbers: ['id'] });
      if (!query.ok) return query.response;
      const marked = await markRead(and(own(c.get('user').id), eq(messages.id, query.data.id)));
      return marked.length > 0 ? ok(null) : fail(404, '消息不存在');
    })
    .get(paths.messages.settings, ...guard, async (c) => {
      const rows = await db
        .select({
          typeId: messageTypes.id,
          title: messageTypes.title,
          messageSettingId: messageSettings.id,
          messageTitle: messageSettings.title,
          receive,
        })
        .from(messageTypes)
        .innerJoin(messageSettings, eq(messageSettings.typeId, messageTypes.id))
        .leftJoin(
          messageSettingChoices,
          and(
            eq(messageSettingChoices.settingId, messageSettings.id),
            eq(messageSettingChoices.userId, c.get('user').id),
          ),
        )
        .orderBy(asc(messageTypes.id), asc(messageSettings.id));
      const tree = new Map<number, MessageSettingType>();
      for (const { typeId, title, ...setting } of rows) {
        const type = tree.get(typeId) ?? { typeId, title, enable: 0, messageSettingList: [] };
        const choice = asFlag(setting.receive);
        type.messageSettingList.push({ ...setting, receive: choice });
        // A type is on while any of its sub-settings is.
        if (choice === 1) type.enable = 1;
        tree.set(typeId, type);
      }
      return ok<MessageSettingType[]>([...tree.values()]);
    })
    .post(paths.messages.batchUpdateSetting, ...guard, async (c) => {
      const body = await validateJson(c, batchUpdateSettingRequest);
      if (!body.ok) return body.response;
      const settings = await db
        .select({ id: messageSettings.id })
        .from(messageSettings)
        .where(eq(messageSettings.typeId, body.data.messageTypeId));
      if (settings.length === 0) return fail(404, NO_SUCH_TYPE);
      await chooseReceive(
        c.get('user').id,
        settings.map(({ id }) => id),
        body.data.receive,
      );
      return ok(null);
    })
    .post(paths.messages.updateSetting, ...guard, async (c) => {
      const body = await validateJson(c, updateSettingRequest);
      if (!body.ok) return body.response;
      const { messageSettingId } = body.data;
      if ((await db.$count(messageSettings, eq(messageSettings.id, messageSettingId))) === 0) {
        return fail(404, '消息设置不存在');
      }
      await chooseReceive(c.get('user').id, [messageSettingId], body.data.receive);
      return ok(null);
    })
    .get(paths.messages.jumpMap, ...guard, async () => {
      const entries = await db.select().from(messageJumps).orderBy(asc(messageJumps.bizCode));
      return ok<JumpMapEntry[]>(entries);
    });
};
