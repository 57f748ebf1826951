/** The funds contract's rules (FUNDS_INVARIANTS) as checks over every company's ledger. */
import { asc, eq } from 'drizzle-orm';
import type { FundsInvariant } from '@mall/domain/contract/funds';
import { Big } from '@mall/domain/money';
import {
  afterSaleEvents,
  afterSales,
  capitalRecords,
  companies,
  companyAccounts,
  orders,
  payments,
  rechargeDetails,
} from '../db/schema.ts';
import { effectOf, inTimeOrder } from '../funds/ledger.ts';
import { chinaDateTime } from '../time.ts';
import type { Check } from './violation.ts';
import { groupBy } from '../group.ts';
import { ruleOf } from './violation.ts';

const rule = (invariant: FundsInvariant) => ruleOf(invariant);

/** Every company's capital records in time order, with its name and account. */
const ledgers = async (db: Parameters<Check>[0]) => {
  const [records, accounts, names] = await Promise.all([
    db.select().from(capitalRecords),
    db.select().from(companyAccounts),
    db.select({ id: companies.id, name: companies.name }).from(companies),
  ]);
  const byCompany = groupBy(records, ({ companyId }) => companyId);
  return accounts.map((account) => ({
    account,
    name: names.find(({ id }) => id === account.companyId)?.name ?? String(account.companyId),
    records: inTimeOrder(byCompany.get(account.companyId) ?? []),
  }));
};

const runningBalanceInTimeOrder: Check = async (db) =>
  (await ledgers(db)).flatMap(({ name, records }) => {
    let available = new Big(0);
    let frozen = new Big(0);
    return records.flatMap((record) => {
      const effect = effectOf(record);
      available = available.plus(effect.available);
      frozen = frozen.plus(effect.frozen);
      const found = rule('runningBalanceInTimeOrder')(
        available.eq(record.availableAfter) &&
          frozen.eq(record.frozenAfter) &&
          available.gte(0) &&
          frozen.gte(0),
        name,
        `${chinaDateTime(record.at)} ${record.reason} ¥${record.amount}：记录可用 ¥${record.availableAfter}、冻结 ¥${record.frozenAfter}，按时间应为 ¥${available.toFixed(2)}、¥${frozen.toFixed(2)}`,
      );
      // From a wrong row on, follow the record, so that one break is reported once.
      available = new Big(record.availableAfter);
      frozen = new Big(record.frozenAfter);
      return found;
    });
  });

const ledgerMatchesAccount: Check = async (db) =>
  (await ledgers(db)).flatMap(({ account, name, records }) => {
    const last = records.at(-1);
    return rule('ledgerMatchesAccount')(
      new Big(last?.availableAfter ?? 0).eq(account.balance) &&
        new Big(last?.frozenAfter ?? 0).eq(account.frozen),
      name,
      `账户可用 ¥${account.balance}、冻结 ¥${account.frozen}，最后一条资金记录为 ¥${last?.availableAfter ?? '0.00'}、¥${last?.frozenAfter ?? '0.00'}`,
    );
  });

const refundDatedAsTimeline: Check = async (db) => {
  const [records, applicationSteps, settled] = await Promise.all([
    db.select().from(capitalRecords),
    db
      .select({ no: afterSales.afterSaleNo, at: afterSaleEvents.at, text: afterSaleEvents.text })
      .from(afterSaleEvents)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleEvents.afterSaleId))
      .orderBy(asc(afterSaleEvents.id)),
    db
      .select({ no: orders.orderNo, at: payments.paidAt })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.kind, 'refund')),
  ]);
  const moments = [
    ...applicationSteps.flatMap(({ no, at, text }) =>
      /^(已退款|已支付补款)/.test(text) ? [{ no, at }] : [],
    ),
    ...settled.flatMap(({ no, at }) => (at ? [{ no, at }] : [])),
  ];
  return records.flatMap((record) => {
    if ((record.kind !== 'refund' && record.kind !== 'supplement') || !record.refNo) return [];
    const when = chinaDateTime(record.at);
    const steps = moments.filter(({ no }) => no === record.refNo);
    return rule('refundDatedAsTimeline')(
      steps.some(({ at }) => chinaDateTime(at) === when),
      record.refNo,
      `资金记录 ${record.reason} ¥${record.amount} 记于 ${when}，时间线为 ${steps.map(({ at }) => chinaDateTime(at)).join('、') || '无'}`,
    );
  });
};

const writtenInTimeOrder: Check = async (db) => {
  const [records, recharges, names] = await Promise.all([
    db.select().from(capitalRecords).orderBy(asc(capitalRecords.id)),
    db.select({ recordId: rechargeDetails.recordId }).from(rechargeDetails),
    db.select({ id: companies.id, name: companies.name }).from(companies),
  ]);
  const confirmedLater = new Set(recharges.map(({ recordId }) => recordId));
  const byCompany = groupBy(
    records.filter(({ id }) => !confirmedLater.has(id)),
    ({ companyId }) => companyId,
  );
  return [...byCompany].flatMap(([companyId, written]) =>
    written.flatMap((record, index) => {
      const before = written[index - 1];
      if (!before) return [];
      return rule('writtenInTimeOrder')(
        before.at.getTime() <= record.at.getTime(),
        names.find(({ id }) => id === companyId)?.name ?? String(companyId),
        `${chinaDateTime(record.at)} ${record.reason} ¥${record.amount} 写在 ${chinaDateTime(before.at)} ${before.reason} ¥${before.amount} 之后`,
      );
    }),
  );
};

/** The checks of FUNDS_INVARIANTS, by name. */
export const fundsChecks: Readonly<Record<FundsInvariant, Check>> = {
  runningBalanceInTimeOrder,
  ledgerMatchesAccount,
  refundDatedAsTimeline,
  writtenInTimeOrder,
};
