/**
 * The auction reminders (codes 022–027, chosen in contract/messages.ts), raised in the
 * transaction of what caused them; businessMsg is the lot's number (026: the activity's title).
 * Each also arrives in the message centre under 竞拍消息, leading to the lot in 我的关注 (or to
 * 我的预约 for 026).
 */
import type { SQL } from 'drizzle-orm';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AUCTION_ENDING_SOON_MIN, AUCTION_STARTING_SOON_MIN } from '@mall/domain/contract/auctions';
import type { AUCTION_REMINDER_CODES } from '@mall/domain/contract';
import type { SandboxTx } from '../db/client.ts';
import {
  READ_STATUS,
  auctionActivities,
  auctionBids,
  auctionFollows,
  auctionLots,
  auctionReservations,
  messages,
  reminders,
  users,
} from '../db/schema.ts';

type Lot = { id: number; lotNo: string };
type AuctionReminderCode = (typeof AUCTION_REMINDER_CODES)[number];

/** The message centre's tab of auction messages (seed/messages.ts). */
const AUCTION_MESSAGE_TYPE = 3;

/** Each reminder's message in the message centre: its title, and its text about the subject. */
const MESSAGES: Record<
  AuctionReminderCode,
  { title: string; content: (subject: string) => string }
> = {
  '022': { title: '出价被超越', content: (lot) => `您对拍品 ${lot} 的出价已被超越` },
  '023': { title: '拍品即将开拍', content: (lot) => `您关注的拍品 ${lot} 即将开拍` },
  '024': { title: '拍品已结束', content: (lot) => `您关注的拍品 ${lot} 已结束，未能中标` },
  '025': { title: '竞拍成功', content: (lot) => `恭喜您竞拍成功：拍品 ${lot}，请尽快下单` },
  '026': { title: '预约专场即将开始', content: (title) => `您预约的竞拍专场「${title}」即将开始` },
  '027': { title: '拍品即将结束', content: (lot) => `您关注的拍品 ${lot} 即将结束` },
};

/** Kept to the whole second, as the reminders' column and the client see it. */
const second = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/** The reminder to each user, and its message: about a lot (its number) or, for 026, an activity. */
const raise = async (
  tx: SandboxTx,
  userIds: Iterable<number>,
  actionCode: AuctionReminderCode,
  subject: string,
  at: Date,
  activityId?: number,
) => {
  const audience = [...new Set(userIds)];
  if (audience.length === 0) return;
  await tx.insert(reminders).values(
    audience.map((userId) => ({
      userId,
      actionCode,
      businessMsg: subject,
      happenTime: second(at),
    })),
  );
  const { title, content } = MESSAGES[actionCode];
  const jump: { bizCode: string; jumpParams: Record<string, string> } =
    activityId === undefined
      ? { bizCode: 'AUCTION_LOT', jumpParams: { lotNo: subject } }
      : { bizCode: 'AUCTION_RESERVED', jumpParams: { activityId: String(activityId) } };
  await tx.insert(messages).values(
    audience.map((userId) => ({
      userId,
      typeId: AUCTION_MESSAGE_TYPE,
      title,
      content: content(subject),
      intime: at,
      readStatus: READ_STATUS.unread,
      ...jump,
    })),
  );
};

/** The users who hear of a lot: its followers and the users who bid on it, with their company. */
const audienceOf = (tx: SandboxTx, lotId: number) =>
  tx
    .selectDistinct({ userId: users.id, companyId: users.companyId })
    .from(users)
    .where(
      sql`${users.id} in (select ${auctionFollows.userId} from ${auctionFollows} where ${auctionFollows.lotId} = ${lotId}
        union select ${auctionBids.userId} from ${auctionBids} where ${auctionBids.lotId} = ${lotId})`,
    );

/** A user's bid on a lot also follows it. */
export const followOnBid = async (tx: SandboxTx, lotId: number, userId: number, at: Date) => {
  await tx.insert(auctionFollows).values({ lotId, userId, createdAt: at }).onConflictDoNothing();
};

/** 022: the company that led the lot was outbid; each of its users who hear of the lot. */
export const remindOutbid = async (tx: SandboxTx, lot: Lot, companyId: number, at: Date) => {
  const audience = await audienceOf(tx, lot.id);
  const outbid = audience.filter((user) => user.companyId === companyId);
  await raise(
    tx,
    outbid.map(({ userId }) => userId),
    '022',
    lot.lotNo,
    at,
  );
};

/** At settlement: 025 to the winning company's users who hear of the lot, 024 to the others. */
export const remindSettled = async (tx: SandboxTx, lot: Lot, winner: number | null, at: Date) => {
  const audience = await audienceOf(tx, lot.id);
  const won = audience.filter((user) => winner !== null && user.companyId === winner);
  const lost = audience.filter((user) => !won.includes(user));
  await raise(
    tx,
    won.map(({ userId }) => userId),
    '025',
    lot.lotNo,
    at,
  );
  await raise(
    tx,
    lost.map(({ userId }) => userId),
    '024',
    lot.lotNo,
    at,
  );
};

/** `column` falls within the `minutes` after `at`. */
const within = (column: AnyPgColumn, at: Date, minutes: number): SQL | undefined =>
  and(gt(column, at), lte(column, new Date(at.getTime() + minutes * 60_000)));

/**
 * `code` to each user following a lot that is `due`, once: the follow keeps when in `column`.
 */
const remindFollowsOnce = async (
  tx: SandboxTx,
  at: Date,
  code: '023' | '027',
  column: 'startRemindedAt' | 'endRemindedAt',
  due: SQL | undefined,
) => {
  const rows = await tx
    .select({
      lotId: auctionFollows.lotId,
      userId: auctionFollows.userId,
      lotNo: auctionLots.lotNo,
    })
    .from(auctionFollows)
    .innerJoin(auctionLots, eq(auctionLots.id, auctionFollows.lotId))
    .innerJoin(auctionActivities, eq(auctionActivities.id, auctionLots.activityId))
    .where(and(isNull(auctionFollows[column]), due));
  for (const { lotId, userId, lotNo } of rows) {
    await raise(tx, [userId], code, lotNo, at);
    await tx
      .update(auctionFollows)
      .set({ [column]: at })
      .where(and(eq(auctionFollows.lotId, lotId), eq(auctionFollows.userId, userId)));
  }
};

/** 023: followed lots whose activity starts within AUCTION_STARTING_SOON_MIN minutes, once. */
export const remindStartingSoon = (tx: SandboxTx, at: Date) =>
  remindFollowsOnce(
    tx,
    at,
    '023',
    'startRemindedAt',
    within(auctionActivities.startAt, at, AUCTION_STARTING_SOON_MIN),
  );

/**
 * 027: followed (or bid-on, which follows) lots still open whose end is within
 * AUCTION_ENDING_SOON_MIN minutes, once per user and lot.
 */
export const remindEndingSoon = (tx: SandboxTx, at: Date) =>
  remindFollowsOnce(
    tx,
    at,
    '027',
    'endRemindedAt',
    and(
      isNull(auctionLots.settledAt),
      lte(auctionActivities.startAt, at),
      within(auctionLots.endAt, at, AUCTION_ENDING_SOON_MIN),
    ),
  );

/** 026: reserved activities starting within AUCTION_STARTING_SOON_MIN minutes, once per user. */
export const remindReservedStarting = async (tx: SandboxTx, at: Date) => {
  const due = await tx
    .select({
      activityId: auctionReservations.activityId,
      userId: auctionReservations.userId,
      title: auctionActivities.title,
    })
    .from(auctionReservations)
    .innerJoin(auctionActivities, eq(auctionActivities.id, auctionReservations.activityId))
    .where(
      and(
        isNull(auctionReservations.startRemindedAt),
        within(auctionActivities.startAt, at, AUCTION_STARTING_SOON_MIN),
      ),
    );
  for (const { activityId, userId, title } of due) {
    await raise(tx, [userId], '026', title, at, activityId);
    await tx
      .update(auctionReservations)
      .set({ startRemindedAt: at })
      .where(
        and(eq(auctionReservations.activityId, activityId), eq(auctionReservations.userId, userId)),
      );
  }
};
