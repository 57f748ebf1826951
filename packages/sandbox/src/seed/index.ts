import { inArray, sql } from 'drizzle-orm';
import { EXAMINE_STATE, THIRD_PARTY } from '@mall/domain/contract';
import { AFTER_SALE_ORDER_STAGES } from '@mall/domain/contract/afterSales';
import type { SandboxDb, SandboxTx as Tx } from '../db/client.ts';
import type { CART_TYPES, ORDER_STAGES } from '../db/schema.ts';
import {
  USER_TYPE,
  cartItems,
  companies,
  goodsBatches,
  mayLikeRecords,
  searchLog,
  thirdIdentities,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../passwords.ts';
import { chinaDate } from '../prices.ts';
import type { Random } from '../random.ts';
import { createRandom, distinct, seedFromString } from '../random.ts';
import { generateCompanies } from './companies.ts';
import { scheduleAuctions, seedAuctions } from './auctions.ts';
import { seedContent } from './content.ts';
import { seedCustomerChats } from './customerService.ts';
import { drawTonnes, generateGoods } from './goods.ts';
import { seedMarket } from './market.ts';
import { seedInfos } from './infos.ts';
import { scheduleCompanyInquiries, seedInquiries } from './inquiry.ts';
import { scheduleOrderArea, seedOrderCatalogue } from './orders.ts';
import { scheduleAfterSales, seedAfterSaleReasons } from './afterSales.ts';
import { seedAddresses } from './address.ts';
import { seedBenchCompanies } from './benchCompanies.ts';
import { seedSignature } from './signature.ts';
import { seedStaff } from './staff.ts';
import type { Timeline } from './timeline.ts';
import { createTimeline } from './timeline.ts';
import type { DrawnOrder, OrderGoods, OrderSource } from './orderLifecycle.ts';
import { OLDEST_ORDER_DAYS, drawOrders } from './orderLifecycle.ts';
import { required } from './required.ts';
import type { Inbox, SeededOrders } from './messages.ts';
import { scheduleInbox, scheduleReminders, seedMessageCatalogue } from './messages.ts';

type OrderStage = (typeof ORDER_STAGES)[number];
type CartType = (typeof CART_TYPES)[number];

/** Everything random in the seed comes from this seed, and time only from `now`. */
const SEED = 20_260_318;
const GOODS_COUNT = 2_000;
const DEMO_PASSWORD = 'Mall@2026';
const DEMO_COMPANY = '佛山市南海区鑫铝金属材料有限公司';
const FROZEN_COMPANY = '无锡市锡山区恒通金属材料有限公司';
const DAY_MS = 86_400_000;

/**
 * A demo user's cart: lines by cart type, of which `soldOut` have a sold-out batch and
 * `shadow` changed since added (half the price moved, half the stock fell below the tonnes).
 */
type DemoCart = { lines: Readonly<Record<CartType, number>>; soldOut: number; shadow: number };

/** A login of the sandbox, as shown on start and in the docs. */
export type DemoAccount = { username: string; password: string; role: string };

type DemoUser = {
  account: DemoAccount;
  realname: string;
  userType: number;
  status: 'active' | 'frozen';
  company: typeof DEMO_COMPANY | typeof FROZEN_COMPANY | null;
  isAdministrators: 0 | 1;
  userExamineState: number;
  isFinishPcGuide: 0 | 1;
  /** Weight of this user among the company's order placers; without it, no orders. */
  orderShare?: number;
  cart?: DemoCart;
  /** Messages, newest first: how many, how many unread, and about what. */
  inbox?: Inbox;
  /** Whether the user has reminders not yet seen. */
  reminders?: true;
};

const DEMO_USERS: readonly DemoUser[] = [
  {
    account: {
      username: '13800000001',
      password: DEMO_PASSWORD,
      role: `已认证企业管理员（${DEMO_COMPANY}），各阶段均有订单，有购物车和未读消息`,
    },
    realname: '陈志强',
    userType: USER_TYPE.buyer,
    status: 'active',
    company: DEMO_COMPANY,
    isAdministrators: 1,
    userExamineState: EXAMINE_STATE.verified,
    isFinishPcGuide: 1,
    orderShare: 7,
    cart: { lines: { cash: 4, sold: 2, spot: 3 }, soldOut: 2, shadow: 2 },
    inbox: { total: 320, unread: 24 },
    reminders: true,
  },
  {
    account: {
      username: '13800000002',
      password: DEMO_PASSWORD,
      role: '已认证企业员工（同一公司，非管理员）',
    },
    realname: '李晓燕',
    userType: USER_TYPE.buyer,
    status: 'active',
    company: DEMO_COMPANY,
    isAdministrators: 0,
    userExamineState: EXAMINE_STATE.verified,
    isFinishPcGuide: 1,
    orderShare: 3,
    cart: { lines: { cash: 1, sold: 0, spot: 1 }, soldOut: 0, shadow: 0 },
    inbox: { total: 120, unread: 8 },
  },
  {
    account: {
      username: '13800000003',
      password: DEMO_PASSWORD,
      role: '未认证用户，已完成新手引导',
    },
    realname: '王海峰',
    userType: USER_TYPE.buyer,
    status: 'active',
    company: null,
    isAdministrators: 0,
    userExamineState: EXAMINE_STATE.none,
    isFinishPcGuide: 1,
  },
  {
    account: {
      username: '13800000004',
      password: DEMO_PASSWORD,
      role: '新用户，未认证，未完成新手引导（登录后进入引导页）',
    },
    realname: '张敏',
    userType: USER_TYPE.buyer,
    status: 'active',
    company: null,
    isAdministrators: 0,
    userExamineState: EXAMINE_STATE.none,
    isFinishPcGuide: 0,
  },
  {
    account: {
      username: '13800000005',
      password: DEMO_PASSWORD,
      role: '已冻结账号（登录返回 409「该账号已被冻结」）',
    },
    realname: '刘建国',
    userType: USER_TYPE.buyer,
    status: 'frozen',
    company: FROZEN_COMPANY,
    isAdministrators: 1,
    userExamineState: EXAMINE_STATE.verified,
    isFinishPcGuide: 1,
  },
  {
    account: {
      username: '13800000006',
      password: DEMO_PASSWORD,
      role: '业务端账号（登录返回 502，须在业务端 App 登录）',
    },
    realname: '黄文斌',
    userType: USER_TYPE.business,
    status: 'active',
    company: null,
    isAdministrators: 0,
    userExamineState: EXAMINE_STATE.none,
    isFinishPcGuide: 1,
  },
];

/** The demo logins, one per role. */
export const demoAccounts: readonly DemoAccount[] = DEMO_USERS.map(({ account }) => account);

const seedCompanies = async (tx: Tx, random: Random, now: Date) => {
  const rows = generateCompanies(random, now, [DEMO_COMPANY, FROZEN_COMPANY], {
    buyers: 10,
    suppliers: 20,
  });
  const inserted = await tx
    .insert(companies)
    .values(rows)
    .returning({ id: companies.id, name: companies.name, kind: companies.kind });
  return {
    idByName: new Map(inserted.map(({ id, name }) => [name, id])),
    supplierIds: inserted.filter(({ kind }) => kind === 'supplier').map(({ id }) => id),
  };
};

const seedUsers = async (
  tx: Tx,
  random: Random,
  now: Date,
  companyIdByName: ReadonlyMap<string, number>,
) => {
  const rows = await Promise.all(
    DEMO_USERS.map(async (demo, index) => {
      const { realname, userType, status, isAdministrators, userExamineState, isFinishPcGuide } =
        demo;
      // Drawn before the first await, so in list order: the salts are repeatable.
      const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
      return {
        username: demo.account.username,
        passwordHash: await hashPassword(demo.account.password, salt),
        realname,
        userType,
        status,
        isAdministrators,
        userExamineState,
        isFinishPcGuide,
        companyId: demo.company ? (companyIdByName.get(demo.company) ?? null) : null,
        // Those who place the company's orders joined before the oldest of them.
        createdAt: new Date(
          now.getTime() - ((demo.orderShare ? OLDEST_ORDER_DAYS : 0) + 30 + index * 20) * DAY_MS,
        ),
      };
    }),
  );
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id });
  return inserted.map(({ id }, index) => ({ id, demo: required(DEMO_USERS[index], 'a user') }));
};

type SeededUser = Awaited<ReturnType<typeof seedUsers>>[number];

const insertInChunks = async <T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += 500)
    await insert(rows.slice(start, start + 500));
};

/** Orders of the demo company, by stage: every counted stage has some. */
const DEMO_ORDERS: Readonly<Record<OrderStage, number>> = {
  toBeSubmitted: 2,
  firstPayment: 1,
  stocking: 3,
  final: 2,
  saleDelivery: 1,
  toBeReceipt: 2,
  toInvoice: 3,
  aplliedInvoiced: 1,
  invoicing: 1,
  completed: 8,
  cancelled: 2,
};

type SeededGoods = OrderGoods & { carType: CartType };

/** The demo company's orders, one for each stage of DEMO_ORDERS, drawn to be driven there. */
const drawDemoOrders = (random: Random, now: Date, source: OrderSource): DrawnOrder[] =>
  drawOrders(
    random,
    now,
    source,
    Object.entries(DEMO_ORDERS).flatMap(([stage, count]) =>
      Array.from({ length: count }, () => stage as OrderStage),
    ),
  );

type CartLineKind = 'ordinary' | 'soldOut' | 'shadow';

/** Which lines of a demo cart are sold out or changed: every fourth from the 4th, then the 2nd. */
const cartLineKinds = ({ lines, soldOut, shadow }: DemoCart): CartLineKind[] => {
  let soldOutLeft = soldOut;
  let shadowLeft = shadow;
  return Object.values(lines)
    .flatMap((count) => Array.from({ length: count }))
    .map((_, index) => {
      if (index % 4 === 3 && soldOutLeft-- > 0) return 'soldOut';
      if (index % 4 === 1 && shadowLeft-- > 0) return 'shadow';
      return 'ordinary';
    });
};

/**
 * A log's records in the order they were made, as the mall appends them (the audit's
 * `loggedInTimeOrder`): drawn at random moments, they are written oldest first.
 */
const inTimeOrder = <Row>(rows: readonly Row[], at: (row: Row) => Date): Row[] =>
  rows.toSorted((a, b) => at(a).getTime() - at(b).getTime());

/** A moment within the `days` before now, after `listedAt` (a batch's listing). */
const sinceListed = (random: Random, now: Date, listedAt: Date, days: number): Date => {
  const listedMinutesAgo = Math.floor((now.getTime() - listedAt.getTime()) / 60_000);
  return new Date(
    now.getTime() -
      random.int(Math.min(10, listedMinutesAgo), Math.min(days * 24 * 60, listedMinutesAgo)) *
        60_000,
  );
};

/**
 * The demo carts: each line a batch sold through that cart type. A sold-out line's batch is
 * then sold out (stock 0); a shadow line was added at another price or for more than the stock,
 * each after its batch was listed (the audit's `addedAfterListing`).
 */
const seedCarts = async (
  tx: Tx,
  random: Random,
  now: Date,
  goods: readonly SeededGoods[],
  seededUsers: readonly SeededUser[],
) => {
  const soldOutIds: number[] = [];
  const rows = seededUsers.flatMap(({ id: userId, demo }) => {
    if (!demo.cart) return [];
    const kinds = cartLineKinds(demo.cart);
    const batches = Object.entries(demo.cart.lines).flatMap(([carType, count]) =>
      distinct(
        random,
        goods.filter((batch) => batch.carType === carType),
        count,
      ),
    );
    return batches.map((batch, index) => {
      const kind = kinds[index];
      if (kind === 'soldOut') soldOutIds.push(batch.id);
      const shadowByPrice = kind === 'shadow' && index % 8 === 1;
      return {
        userId,
        batchId: batch.id,
        carType: batch.carType,
        weight:
          kind === 'shadow' && !shadowByPrice
            ? sql`${batch.weight}::numeric + 1`
            : drawTonnes(random, batch.weight),
        addPrice: shadowByPrice ? sql`${batch.unitPrice}::numeric + 150` : batch.unitPrice,
        createdAt: sinceListed(random, now, batch.listedAt, 7),
      };
    });
  });
  await tx.insert(cartItems).values(rows);
  await tx
    .update(goodsBatches)
    .set({ weight: '0.000' })
    .where(inArray(goodsBatches.id, soldOutIds));
};

/**
 * Batches opened from the home page by visitors and users, so that "may like" has favourites:
 * within the last fortnight, after each batch was listed (the audit's `openedAfterListing`),
 * appended in the order they were opened.
 */
const seedMayLike = async (
  tx: Tx,
  random: Random,
  now: Date,
  goods: readonly { id: number; listedAt: Date }[],
  userIds: readonly number[],
) => {
  const favourites = distinct(random, goods, 12);
  const rows = Array.from({ length: 80 }, () => {
    const userId = random.chance(0.5) ? random.pick(userIds) : null;
    const batch = random.pick(favourites);
    return { userId, batchId: batch.id, createdAt: sinceListed(random, now, batch.listedAt, 14) };
  });
  await tx.insert(mayLikeRecords).values(inTimeOrder(rows, ({ createdAt }) => createdAt));
};

/**
 * Schedules the demo users' messages and reminders on `timeline`, about the demo company's
 * orders (`orders`), each written at its moment.
 */
const scheduleMessages = (
  timeline: Timeline,
  tx: Tx,
  random: Random,
  now: Date,
  orders: SeededOrders,
  seededUsers: readonly SeededUser[],
) => {
  scheduleInbox(
    timeline,
    tx,
    random,
    now,
    orders,
    seededUsers.flatMap(({ id, demo }) => (demo.inbox ? [{ userId: id, inbox: demo.inbox }] : [])),
  );
  for (const { id, demo } of seededUsers) {
    if (demo.reminders) scheduleReminders(timeline, tx, now, orders, id);
  }
};

const SEARCH_KEYWORDS = [
  ['5052铝板', 90],
  ['6061铝板', 80],
  ['1060铝卷', 70],
  ['A00铝锭', 65],
  ['6063型材', 60],
  ['3003铝板', 55],
  ['8011铝箔', 45],
  ['花纹铝板', 40],
  ['5083铝板', 35],
  ['覆膜铝卷', 30],
  ['阳极氧化型材', 25],
  ['PVDF涂层铝板', 20],
  ['6061-T651', 18],
  ['铝箔', 15],
  ['拉丝铝板', 12],
] as const;

/**
 * The search log 热门搜索 counts: 600 searches of the last 30 days, four in ten by a user (each of
 * whom joined before: the audit's `searchedAfterJoining`), appended in the order they were made.
 */
const seedSearchLog = async (tx: Tx, random: Random, now: Date, userIds: readonly number[]) => {
  const rows = Array.from({ length: 600 }, () => ({
    keyword: random.weighted(SEARCH_KEYWORDS),
    userId: random.chance(0.4) ? random.pick(userIds) : null,
    searchedAt: new Date(now.getTime() - random.int(1, 30 * 24 * 60) * 60_000),
  }));
  await tx.insert(searchLog).values(inTimeOrder(rows, ({ searchedAt }) => searchedAt));
};

/** Test identities of the stand-in WeChat and QQ: one bound to a demo user, one new. */
const THIRD_IDENTITIES = [
  {
    type: THIRD_PARTY.wechat,
    openid: 'o7Xq2LvMallZhangJL8sT1vB3kD9',
    unionid: 'oUn4cE9LvMallZhangJL2Wm7xQ5p',
    nickname: '鑫铝采购-张经理',
    boundTo: '13800000001',
  },
  {
    type: THIRD_PARTY.qq,
    openid: '7D3F1A9C5E2B8046D1F3A5C7E9B2D4F6',
    unionid: 'UID_2C4E6A8B0D1F3E5A7C9B1D3F5E7A9C0B',
    nickname: '铝材新客',
    boundTo: null,
  },
] as const;

/** Adds the test identities that are missing, so that older databases get them too. */
const seedThirdIdentities = async (db: SandboxDb, now: Date) => {
  const boundTo = THIRD_IDENTITIES.flatMap(({ boundTo: username }) => username ?? []);
  const owners = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, boundTo));
  const idOf = new Map(owners.map(({ id, username }) => [username, id]));
  await db
    .insert(thirdIdentities)
    .values(
      THIRD_IDENTITIES.map(({ boundTo: username, ...identity }) => ({
        ...identity,
        userId: username === null ? null : (idOf.get(username) ?? null),
        createdAt: new Date(now.getTime() - 20 * DAY_MS),
      })),
    )
    .onConflictDoNothing();
};

/** A demo user as the inquiries' seed names its asker. */
const inquiryOwner = ({ id, demo }: SeededUser, companyId: number) => ({
  id,
  username: demo.account.username,
  realname: demo.realname,
  companyId,
});

/**
 * Everything but the test identities and the price series, in one transaction. The areas whose
 * rows follow one another in time (the demo company's money, orders and after-sales, the second
 * buyer, the auctions, the demo company's inquiries with their quotes and the order made from one,
 * and the demo users' messages and reminders, each about what happened before it) schedule their
 * moves on one timeline, run in time order. The carts, the search log and the may-like records
 * are dated on their own.
 */
const seedFresh = async (db: SandboxDb, now: Date, scale: number): Promise<void> => {
  const random = createRandom(SEED);
  const timeline = createTimeline();
  await db.transaction(async (tx) => {
    const { idByName, supplierIds } = await seedCompanies(tx, random, now);
    const seededUsers = await seedUsers(tx, random, now, idByName);
    const goods: SeededGoods[] = [];
    await insertInChunks(
      generateGoods(random, GOODS_COUNT * scale, supplierIds, now),
      async (chunk) => {
        goods.push(
          ...(await tx.insert(goodsBatches).values(chunk).returning({
            id: goodsBatches.id,
            weight: goodsBatches.weight,
            unitPrice: goodsBatches.unitPrice,
            carType: goodsBatches.carType,
            listedAt: goodsBatches.listedAt,
          })),
        );
      },
    );
    const placers = seededUsers.flatMap(({ id, demo }) =>
      demo.orderShare ? [[id, demo.orderShare] as const] : [],
    );
    const source = {
      goods,
      companyId: required(idByName.get(DEMO_COMPANY), DEMO_COMPANY),
      placers,
    };
    // Its address book first: the orders are delivered to it.
    await seedAddresses(tx, now);
    const demoOrders = drawDemoOrders(random, now, source);
    const admin = required(
      seededUsers.find(({ demo }) => demo.isAdministrators === 1 && demo.company === DEMO_COMPANY),
      'the demo administrator',
    );
    const driven = await scheduleOrderArea(
      timeline,
      tx,
      now,
      { ...source, adminId: admin.id, drawn: demoOrders },
      scale,
    );
    await scheduleAfterSales(
      timeline,
      tx,
      now,
      driven
        .flatMap(({ id, stage, receivedAt }) =>
          receivedAt && AFTER_SALE_ORDER_STAGES.includes(stage) ? [{ id, receivedAt }] : [],
        )
        .toSorted((a, b) => a.id - b.id),
      scale,
    );
    scheduleAuctions(timeline, tx, now);
    const employee = required(
      seededUsers.find(({ demo }) => demo.isAdministrators === 0 && demo.company === DEMO_COMPANY),
      'the demo employee',
    );
    scheduleCompanyInquiries(
      timeline,
      tx,
      now,
      {
        admin: inquiryOwner(admin, source.companyId),
        employee: inquiryOwner(employee, source.companyId),
      },
      scale,
    );
    // Their own sequence, so that the inbox's size does not change what is seeded after it.
    scheduleMessages(
      timeline,
      tx,
      createRandom(seedFromString('messages')),
      now,
      {
        companyId: source.companyId,
        stageOf: new Map(driven.map(({ orderNo, stage }) => [orderNo, stage])),
      },
      seededUsers,
    );
    const userIds = seededUsers.map(({ id }) => id);
    // Before the auctions pick their lots: the sold-out batches are not auctioned.
    await seedCarts(tx, random, now, goods, seededUsers);
    await timeline.run();
    await seedSearchLog(tx, random, now, userIds);
    await seedMayLike(tx, random, now, goods, userIds);
  });
};

/**
 * Fills a fresh database once; a database that already has users only gets the test
 * identities and information articles it lacks and the price series up to today. The same `now` always gives the same
 * data. `scale` (1, the demo data; `BENCH_SCALE` for the bench) multiplies the goods, orders,
 * after-sales and inquiries of a fresh database, and adds buyer companies of its own
 * (`seedBenchCompanies`) that make the same moves.
 */
export const seedDatabase = async (db: SandboxDb, now: Date, scale = 1): Promise<void> => {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  await seedMessageCatalogue(db);
  await seedOrderCatalogue(db);
  await seedAfterSaleReasons(db);
  if (!existing) await seedFresh(db, now, scale);
  await seedInfos(db, now);
  await seedContent(db, now);
  await seedThirdIdentities(db, now);
  await seedCustomerChats(db, now);
  // A fresh database's are on the seed's timeline; an older one without any gets them here.
  if (existing) await seedInquiries(db, now, scale);
  await seedMarket(db, chinaDate(now));
  if (existing) await seedAuctions(db, now);
  await seedAddresses(db, now);
  await seedStaff(db, now);
  await seedSignature(db, now);
  if (!existing) await seedBenchCompanies(db, now, scale);
};
