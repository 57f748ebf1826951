/** The order area's seed: its catalogues, the demo company's money and its orders' lifecycle. */
import type { OrderStage } from '@mall/domain/contract/orders';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { cancelReasons, collectionAccounts, companyAccounts } from '../db/schema.ts';
import { credit } from '../funds/ledger.ts';
import { MALL_COMPANY } from '../mall.ts';
import { createRandom, seedFromString } from '../random.ts';
import type { DrawnOrder, DrivenOrder, OrderSource } from './orderLifecycle.ts';
import { drawOrders, insertOrders, scheduleOrders } from './orderLifecycle.ts';
import type { Timeline } from './timeline.ts';

const CANCEL_REASONS = ['价格变动', '交期不满足', '重复下单', '规格选错', '资金安排调整', '其他'];

const COLLECTION_ACCOUNTS = [
  { id: 1, bankName: '中国工商银行佛山南海支行', accountNo: '2013 0060 0920 0168 881' },
  { id: 2, bankName: '中国建设银行佛山分行营业部', accountNo: '4405 0166 0136 0000 2718' },
  { id: 3, bankName: '招商银行佛山分行', accountNo: '7579 0218 6610 901' },
];

/** The demo company's balance at the mall, CNY. */
export const DEMO_BALANCE = '1500000.00';
/** Its opening capital record is dated before any of its orders. */
const OPENING_DAYS_AGO = 120;

/**
 * The cancellation reasons and the mall's collection accounts: fixed data, added where missing
 * on every start so that older databases get them too.
 */
export const seedOrderCatalogue = async (db: SandboxDb): Promise<void> => {
  await db
    .insert(cancelReasons)
    .values(CANCEL_REASONS.map((reason, index) => ({ id: index + 1, reason })))
    .onConflictDoNothing();
  await db
    .insert(collectionAccounts)
    .values(COLLECTION_ACCOUNTS.map((account) => ({ ...account, companyName: MALL_COMPANY })))
    .onConflictDoNothing();
};

/**
 * The demo company's orders added to those the messages name, by the stage they end in, so
 * that every stage has several, in each of its states.
 */
const MORE_ORDERS: Readonly<Partial<Record<OrderStage, number>>> = {
  toBeSubmitted: 2,
  firstPayment: 4,
  stocking: 4,
  final: 4,
  saleDelivery: 3,
  toBeReceipt: 3,
  toInvoice: 2,
  aplliedInvoiced: 2,
  invoicing: 2,
  completed: 1,
  cancelled: 1,
};

/**
 * The demo company's bank account on file, and, scheduled on `timeline`, its opening balance and
 * its orders: those drawn already (`drawn`) and more, written and driven through
 * their lifecycle to the stages they are to end in, paid for by the administrator (`adminId`);
 * `scale` times as many more. Answers the orders as driven.
 */
export const scheduleOrderArea = async (
  timeline: Timeline,
  tx: SandboxTx,
  now: Date,
  { drawn, adminId, ...source }: OrderSource & { drawn: readonly DrawnOrder[]; adminId: number },
  scale = 1,
): Promise<DrivenOrder[]> => {
  await tx.insert(companyAccounts).values({
    companyId: source.companyId,
    balance: '0.00',
    bankName: '中国农业银行佛山南海支行',
    accountNo: '4450 1101 0400 1835 6',
  });
  const opening = new Date(now.getTime() - OPENING_DAYS_AGO * 24 * 3_600_000);
  timeline.at(opening, () =>
    credit(tx, source.companyId, DEMO_BALANCE, {
      kind: 'opening',
      reason: '期初余额',
      at: opening,
    }),
  );
  // Their own sequence, so that the orders' details do not change what is seeded after them.
  const random = createRandom(seedFromString('orders'));
  const more = drawOrders(
    random,
    now,
    source,
    Object.entries(MORE_ORDERS).flatMap(([stage, count]) =>
      Array.from({ length: count * scale }, () => stage as OrderStage),
    ),
  );
  // Written together, so that all of the company's orders are numbered in the order placed.
  const drafts = await insertOrders(tx, source.companyId, [...drawn, ...more], 0);
  return scheduleOrders(timeline, tx, random, now, {
    drafts,
    companyId: source.companyId,
    adminId,
  });
};
