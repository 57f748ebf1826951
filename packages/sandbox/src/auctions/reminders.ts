/**
 * The auction reminders (codes 022–025, chosen in contract/messages.ts), raised in the
 * transaction of what caused them; businessMsg is the lot's number.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { AUCTION_STARTING_SOON_MIN } from '@mall/domain/contract/auctions';
import type { ReminderCode } from '@mall/domain/contract';
import type { SandboxTx } from '../db/client.ts';
import {
  auctionActivities,
  auctionBids,
  auctionFollows,
  auctionLots,
  reminders,
  users,
} from '../db/schema.ts';

type Lot = { id: number; lotNo: string };

/** Kept to the whole second, as the reminders' column and the client see it. */
const second = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

const raise = async (
  tx: SandboxTx,
  userIds: Iterable<number>,
  actionCode: ReminderCode,
  lotNo: string,
  at: Date,
) => {
  const values = [...new Set(userIds)].map((userId) => ({
    userId,
    actionCode,
    businessMsg: lotNo,
    happenTime: second(at),
  }));
  if (values.length > 0) await tx.insert(reminders).values(values);
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

/** 023: followed lots whose activity starts within AUCTION_STARTING_SOON_MIN minutes, once. */
export const remindStartingSoon = async (tx: SandboxTx, at: Date) => {
  const soon = new Date(at.getTime() + AUCTION_STARTING_SOON_MIN * 60_000);
  const due = await tx
    .select({
      lotId: auctionFollows.lotId,
      userId: auctionFollows.userId,
      lotNo: auctionLots.lotNo,
    })
    .from(auctionFollows)
    .innerJoin(auctionLots, eq(auctionLots.id, auctionFollows.lotId))
    .innerJoin(auctionActivities, eq(auctionActivities.id, auctionLots.activityId))
    .where(
      and(
        isNull(auctionFollows.startRemindedAt),
        gt(auctionActivities.startAt, at),
        lte(auctionActivities.startAt, soon),
      ),
    );
  for (const { lotId, userId, lotNo } of due) {
    await raise(tx, [userId], '023', lotNo, at);
    await tx
      .update(auctionFollows)
      .set({ startRemindedAt: at })
      .where(and(eq(auctionFollows.lotId, lotId), eq(auctionFollows.userId, userId)));
  }
};
