/**
 * The bench seed's other buyers (`scale` > 1): many more certified companies, each with an
 * administrator and an employee, delivery addresses, invoicing information and a bank account on
 * file, and the same moves as the demo company's: a history of recharges and withdrawals, orders
 * driven through their lifecycle, inquiries and after-sales. Each company in its own
 * transaction; everything random comes from one sequence, so the same `now` gives the same data.
 */
import { asc, gt } from 'drizzle-orm';
import { EXAMINE_STATE } from '@mall/domain/contract';
import type { OrderStage } from '@mall/domain/contract/orders';
import { Big } from '@mall/domain/money';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  USER_TYPE,
  companies,
  companyAccounts,
  companyInvoicing,
  customerAddresses,
  goodsBatches,
  userFiles,
  users,
} from '../db/schema.ts';
import {
  announceRecharge,
  confirmRecharge,
  payWithdrawal,
  requestWithdrawal,
} from '../funds/write.ts';
import { hashPassword } from '../passwords.ts';
import type { Random } from '../random.ts';
import { createRandom, seedFromString } from '../random.ts';
import { samplePhoto, seedCompanyAfterSales } from './afterSales.ts';
import { generateCompanies } from './companies.ts';
import { seedCompanyInquiries } from './inquiry.ts';
import type { OrderGoods } from './orderLifecycle.ts';
import { drawOrders, driveOrders, insertOrders } from './orderLifecycle.ts';

const DAY_MS = 86_400_000;
const PASSWORD = 'Mall@2026';
/** Bench companies for each step of scale above 1: 81 at the bench's ten times. */
const COMPANIES_PER_SCALE = 9;
/** Each company's orders by the stage they end in (the demo company's mix, about 54). */
const ORDERS: Readonly<Record<OrderStage, number>> = {
  toBeSubmitted: 4,
  firstPayment: 5,
  stocking: 7,
  final: 6,
  saleDelivery: 4,
  toBeReceipt: 5,
  toInvoice: 5,
  aplliedInvoiced: 3,
  invoicing: 3,
  completed: 9,
  cancelled: 3,
};
/** The demo inquiries, this many times over for each company (8 each). */
const INQUIRY_ROUNDS = 3;
/**
 * Recharges (each followed by a smaller withdrawal) before the orders: 3 capital records each,
 * about 46,000 at ×10 (with the other moves' about 50,000), 18 queries each.
 */
const FUNDS_CYCLES = 190;
/** The funds history runs from this many days ago to the orders' start. */
const HISTORY_DAYS = [720, 130] as const;
/** How many of the after-sales seed's first statuses a bench company's one application is in. */
const AFTER_SALE_FIRST_STATUSES = 4;
/** Order numbers of the bench companies start above the demo company's (XS + date + 4 digits). */
const FIRST_ORDER_INDEX = 1_000;

const BANKS = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '招商银行', '交通银行'];
/** 省/市/区 codes of the addresses, one region each. */
const PLACES = [
  { provinceId: 440_000, cityId: 440_600, districtId: 440_605, detail: '狮山镇科技东路' },
  { provinceId: 320_000, cityId: 320_200, districtId: 320_205, detail: '锡北镇工业园区' },
  { provinceId: 410_000, cityId: 410_100, districtId: 410_181, detail: '回郭镇铝工业园' },
  { provinceId: 370_000, cityId: 371_600, districtId: 371_681, detail: '魏桥创业园' },
] as const;

const digits = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 9)).join('');

type Person = { id: number; username: string; realname: string; companyId: number };

/** The company, its two users, its account, addresses and invoicing: answers the users. */
const setUp = async (
  tx: SandboxTx,
  random: Random,
  company: typeof companies.$inferSelect,
  n: number,
): Promise<{ admin: Person; employee: Person }> => {
  const people = await Promise.all(
    (['1', '2'] as const).map(async (role) => {
      const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
      return {
        username: `1391${String(n).padStart(6, '0')}${role}`,
        passwordHash: await hashPassword(PASSWORD, salt),
        realname: role === '1' ? company.contactName : `${company.contactName.slice(0, 1)}晓明`,
        userType: USER_TYPE.buyer,
        status: 'active' as const,
        isAdministrators: role === '1' ? 1 : 0,
        userExamineState: EXAMINE_STATE.verified,
        isFinishPcGuide: 1,
        companyId: company.id,
        createdAt: new Date(company.createdAt.getTime() + DAY_MS),
      };
    }),
  );
  const [admin, employee] = await tx.insert(users).values(people).returning({
    id: users.id,
    username: users.username,
    realname: users.realname,
    companyId: users.companyId,
  });
  if (!admin || !employee) throw new Error('seed: bench users not made');
  const bankName = `${random.pick(BANKS)}${company.city.replace(/市$/, '')}分行`;
  const accountNo = `6222 ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)}`;
  await tx
    .insert(companyAccounts)
    .values({ companyId: company.id, balance: '0.00', bankName, accountNo });
  await tx.insert(companyInvoicing).values({
    companyId: company.id,
    title: company.name,
    taxNo: company.creditCode,
    bankName,
    bankAccount: accountNo.replaceAll(' ', ''),
    registeredAddress: company.address,
    registeredPhone: `0${digits(random, 3)}-${digits(random, 8)}`,
    updatedAt: company.createdAt,
  });
  const contact = { contactName: company.contactName, contactPhone: company.contactPhone };
  await tx.insert(customerAddresses).values(
    [0, 1].map((which) => ({
      companyId: company.id,
      ...random.pick(PLACES),
      detail: `${random.pick(PLACES).detail} ${random.int(1, 288)} 号${which === 1 ? ' 仓库' : ''}`,
      ...contact,
      isDefault: which === 0,
      createdAt: company.createdAt,
    })),
  );
  const companyId = company.id;
  return { admin: { ...admin, companyId }, employee: { ...employee, companyId } };
};

/**
 * The company's money before its orders, by finance's and the buyer's own moves: a transfer
 * announced with its voucher and confirmed, then part of it withdrawn and paid out, again and
 * again, from two years ago.
 */
const fundsHistory = async (tx: SandboxTx, random: Random, now: Date, admin: Person) => {
  const [voucher] = await tx
    .insert(userFiles)
    .values({
      userId: admin.id,
      fileName: '转账凭证.png',
      mime: 'image/png',
      content: samplePhoto(),
      createdAt: new Date(now.getTime() - HISTORY_DAYS[0] * DAY_MS),
    })
    .returning({ id: userFiles.id });
  if (!voucher) throw new Error('seed: no voucher');
  const [from, to] = HISTORY_DAYS;
  const step = ((from - to) * DAY_MS) / FUNDS_CYCLES;
  for (let cycle = 0; cycle < FUNDS_CYCLES; cycle += 1) {
    const at = new Date(now.getTime() - from * DAY_MS + cycle * step);
    const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
    const amount = new Big(random.int(10, 60)).times(10_000);
    await announceRecharge(
      tx,
      { userId: admin.id, companyId: admin.companyId },
      {
        amount: amount.toFixed(2),
        collectionAccountId: random.int(1, 3),
        settleStyleId: random.int(1, 2),
        serialNo: `ZZ${digits(random, 16)}`,
        voucherFileId: voucher.id,
      },
      at,
    );
    await confirmRecharge(tx, admin.username, later(2));
    const withdrawn = amount.times(random.int(80, 95)).div(100);
    await requestWithdrawal(tx, admin.companyId, withdrawn.toFixed(2), later(24));
    await payWithdrawal(tx, admin.username, later(48));
  }
};

/** One bench company: its set-up, funds history and orders, the n-th, in its own transactions. */
const seedCompany = async (
  db: SandboxDb,
  random: Random,
  now: Date,
  company: typeof companies.$inferSelect,
  { n, goods }: { n: number; goods: readonly OrderGoods[] },
) => {
  const people = await db.transaction((tx) => setUp(tx, random, company, n));
  const { admin, employee } = people;
  await db.transaction(async (tx) => {
    await fundsHistory(tx, random, now, admin);
    const stages = Object.entries(ORDERS).flatMap(([stage, count]) =>
      Array.from({ length: count }, () => stage as OrderStage),
    );
    const drafts = await insertOrders(
      tx,
      admin.companyId,
      drawOrders(
        random,
        now,
        {
          goods,
          companyId: admin.companyId,
          placers: [
            [admin.id, 7],
            [employee.id, 3],
          ],
        },
        stages,
      ),
      FIRST_ORDER_INDEX + n * stages.length,
    );
    await driveOrders(tx, random, now, { drafts, companyId: admin.companyId, adminId: admin.id });
  });
  return people;
};

/** The bench companies of a fresh database seeded at `scale` (none at 1). */
export const seedBenchCompanies = async (
  db: SandboxDb,
  now: Date,
  scale: number,
): Promise<void> => {
  const count = COMPANIES_PER_SCALE * (scale - 1);
  if (count <= 0) return;
  const random = createRandom(seedFromString('bench companies'));
  const existing = await db
    .select({ name: companies.name, creditCode: companies.creditCode })
    .from(companies);
  const taken = new Set(existing.flatMap(({ name, creditCode }) => [name, creditCode]));
  const fresh = generateCompanies(random, now, [], { buyers: count * 2, suppliers: 0 })
    .filter(({ name, creditCode }) => !taken.has(name) && !taken.has(creditCode))
    .slice(0, count);
  const made = await db.insert(companies).values(fresh).returning();
  const goods = await db
    .select({
      id: goodsBatches.id,
      weight: goodsBatches.weight,
      unitPrice: goodsBatches.unitPrice,
      listedAt: goodsBatches.listedAt,
    })
    .from(goodsBatches)
    .where(gt(goodsBatches.weight, '1'))
    .orderBy(asc(goodsBatches.id));
  const owners = [];
  for (const [n, company] of made.entries())
    owners.push(await seedCompany(db, random, now, company, { n, goods }));
  // After every company's orders: an order made from a quote takes the next number of its day.
  for (const [n, people] of owners.entries()) {
    await db.transaction(async (tx) => {
      await seedCompanyInquiries(tx, now, people, INQUIRY_ROUNDS);
      // One application, of the first statuses of DEMO's first kind (退货退款): no money moves.
      await seedCompanyAfterSales(tx, now, people.admin.username, {
        from: n % AFTER_SALE_FIRST_STATUSES,
        count: 1,
      });
    });
  }
};
