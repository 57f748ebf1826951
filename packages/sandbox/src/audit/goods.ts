/** The goods contract's rules (GOODS_INVARIANTS) as checks over the buyers' browsing records. */
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { GoodsInvariant } from '@mall/domain/contract';
import { goodsBatches, mayLikeRecords, searchLog, users } from '../db/schema.ts';
import { chinaDateTime } from '../time.ts';
import type { Check } from './violation.ts';
import { ruleOf } from './violation.ts';

const rule = (invariant: GoodsInvariant) => ruleOf(invariant);

const openedAfterListing: Check = async (db) =>
  (
    await db
      .select({
        id: mayLikeRecords.id,
        openedAt: mayLikeRecords.createdAt,
        batchNo: goodsBatches.batchNo,
        listedAt: goodsBatches.listedAt,
        username: users.username,
        joinedAt: users.createdAt,
      })
      .from(mayLikeRecords)
      .innerJoin(goodsBatches, eq(goodsBatches.id, mayLikeRecords.batchId))
      .leftJoin(users, eq(users.id, mayLikeRecords.userId))
  ).flatMap(({ id, openedAt, batchNo, listedAt, username, joinedAt }) =>
    rule('openedAfterListing')(
      openedAt.getTime() >= listedAt.getTime() &&
        (joinedAt === null || openedAt.getTime() >= joinedAt.getTime()),
      `浏览记录 ${id}（${username ?? '游客'}）`,
      `浏览于 ${chinaDateTime(openedAt)}；批次 ${batchNo} 上架于 ${chinaDateTime(listedAt)}${joinedAt ? `，用户注册于 ${chinaDateTime(joinedAt)}` : ''}`,
    ),
  );

const searchedAfterJoining: Check = async (db) =>
  (
    await db
      .select({
        id: searchLog.id,
        keyword: searchLog.keyword,
        searchedAt: searchLog.searchedAt,
        username: users.username,
        joinedAt: users.createdAt,
      })
      .from(searchLog)
      .innerJoin(users, eq(users.id, searchLog.userId))
      .where(isNotNull(searchLog.userId))
  ).flatMap(({ id, keyword, searchedAt, username, joinedAt }) =>
    rule('searchedAfterJoining')(
      searchedAt.getTime() >= joinedAt.getTime(),
      `搜索记录 ${id}（${username}）`,
      `「${keyword}」搜索于 ${chinaDateTime(searchedAt)}，用户注册于 ${chinaDateTime(joinedAt)}`,
    ),
  );

/**
 * The records of one log whose moment falls before that of the record appended just before it:
 * each is named with `label` and its id.
 */
const outOfOrder = async (
  db: Parameters<Check>[0],
  log: typeof mayLikeRecords | typeof searchLog,
  at: typeof mayLikeRecords.createdAt | typeof searchLog.searchedAt,
  label: string,
) => {
  const rows = await db.select({ id: log.id, at }).from(log).orderBy(asc(log.id));
  return rows.flatMap(({ id, at: moment }, index) => {
    const before = rows[index - 1];
    return before === undefined
      ? []
      : rule('loggedInTimeOrder')(
          moment.getTime() >= before.at.getTime(),
          `${label} ${id}`,
          `记于 ${chinaDateTime(moment)}，早于其前一条（${before.id}，记于 ${chinaDateTime(before.at)}）`,
        );
  });
};

const loggedInTimeOrder: Check = async (db) => [
  ...(await outOfOrder(db, mayLikeRecords, mayLikeRecords.createdAt, '浏览记录')),
  ...(await outOfOrder(db, searchLog, searchLog.searchedAt, '搜索记录')),
];

/** The checks of GOODS_INVARIANTS, by name. */
export const goodsChecks: Readonly<Record<GoodsInvariant, Check>> = {
  openedAfterListing,
  searchedAfterJoining,
  loggedInTimeOrder,
};
