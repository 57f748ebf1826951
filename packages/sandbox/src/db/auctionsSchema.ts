/**
 * The auction area's tables (see `contract/auctions.ts` for the rules they serve). Prices are
 * CNY per tonne; a lot sells a part of a goods batch, so that its order line names the batch.
 */
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, goodsBatches, orders, users } from './schema.ts';

const price = (name: string) => numeric(name, { precision: 14, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const auctionActivities = pgTable('auction_activities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  startAt: at('start_at').notNull(),
  /** The lots' scheduled end; each lot's own end may move later (extensions). */
  endAt: at('end_at').notNull(),
  /** Whether the sandbox's robot bidders bid on its lots. */
  robots: boolean('robots').notNull().default(true),
});

export const auctionLots = pgTable(
  'auction_lots',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => auctionActivities.id, { onDelete: 'cascade' }),
    lotNo: text('lot_no').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull(),
    startPrice: price('start_price').notNull(),
    step: price('step').notNull(),
    deposit: price('deposit').notNull(),
    /** The start price until the first bid. */
    currentPrice: price('current_price').notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    /** The leading bidder: a company, or a robot's name, or neither before the first bid. */
    leaderCompanyId: integer('leader_company_id').references(() => companies.id),
    leaderRobot: text('leader_robot'),
    endAt: at('end_at').notNull(),
    extensions: integer('extensions').notNull().default(0),
    onlookers: integer('onlookers').notNull().default(0),
    /** Set when the lot's end was settled: the leader (if a company) won. */
    settledAt: at('settled_at'),
    /** The order the won lot became. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [index('auction_lots_activity_idx').on(t.activityId)],
);

export const auctionBids = pgTable(
  'auction_bids',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    robot: text('robot'),
    price: price('price').notNull(),
    /** Placed by a proxy on the bidder's behalf. */
    auto: boolean('auto').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  // One bid per price and lot: of two bids at the same price only the first is stored.
  // A company's bids, newest first (我的出价).
  (t) => [
    uniqueIndex('auction_bids_lot_price_idx').on(t.lotId, t.price),
    index('auction_bids_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** A company's proxy maximum on a lot. */
export const auctionProxies = pgTable(
  'auction_proxies',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    maxPrice: price('max_price').notNull(),
    setAt: at('set_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.companyId] })],
);

export const AUCTION_DEPOSIT_STATUSES = ['frozen', 'released', 'spent'] as const;

/** A company's deposit on a lot. */
export const auctionDeposits = pgTable(
  'auction_deposits',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    amount: price('amount').notNull(),
    status: text('status').$type<(typeof AUCTION_DEPOSIT_STATUSES)[number]>().notNull(),
    frozenAt: at('frozen_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.companyId] })],
);

/** Users watching a lot (围观). */
export const auctionWatchers = pgTable(
  'auction_watchers',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.userId] })],
);

/** Users who reserved an activity (预约). */
export const auctionReservations = pgTable(
  'auction_reservations',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => auctionActivities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    /** When reminder 026 (about to start) was raised for it. */
    startRemindedAt: at('start_reminded_at'),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] })],
);

/** Users following a lot (关注): the follows list, and who hears of the lot (reminders). */
export const auctionFollows = pgTable(
  'auction_follows',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    /** When reminder 023 (about to start) was raised for it. */
    startRemindedAt: at('start_reminded_at'),
    /** When reminder 027 (about to end) was raised for it. */
    endRemindedAt: at('end_reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.userId] }),
    index('auction_follows_user_idx').on(t.userId),
  ],
);
