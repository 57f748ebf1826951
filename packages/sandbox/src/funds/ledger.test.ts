import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import type { SandboxTx } from '../db/client.ts';
import { capitalRecords, companies } from '../db/schema.ts';
import { inTransaction } from '../orders/guards.ts';
import { FIXED_NOW } from '../testing.ts';
import type { LedgerEntry } from './ledger.ts';
import {
  INSUFFICIENT_BALANCE,
  INSUFFICIENT_FROZEN,
  accountOf,
  announce,
  credit,
  debit,
  freeze,
  release,
  spendFrozen,
} from './ledger.ts';

let sandbox: Sandbox;
let companyId: number;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  const [company] = await sandbox.db
    .insert(companies)
    .values({
      name: '账本测试有限公司',
      creditCode: '91440605MA0000000X',
      kind: 'buyer',
      province: '广东省',
      city: '佛山市',
      address: '佛山市南海区工业大道 1 号',
      contactName: '测试',
      contactPhone: '13800000099',
      createdAt: FIXED_NOW,
    })
    .returning();
  if (!company) throw new Error('no company');
  companyId = company.id;
});
afterAll(() => sandbox.close());

type Step = {
  action: 'credit' | 'debit' | 'freeze' | 'release' | 'spendFrozen' | 'announce';
  amount: string;
  /** Available and frozen after, or the refusal's message. */
  expected: readonly [string, string] | string;
};

const ACTIONS = { credit, debit, freeze, release, spendFrozen, announce } as const;

/** Runs one step in its own transaction; answers the refusal's message, if any. */
const run = async ({ action, amount }: Step, entry: LedgerEntry): Promise<string | null> => {
  const response = await inTransaction(sandbox.db, async (tx: SandboxTx) => {
    await ACTIONS[action](tx, companyId, amount, entry);
    return new Response(null, { status: 204 });
  });
  if (response.status === 204) return null;
  const body = (await response.json()) as { msg: string };
  return body.msg;
};

const STEPS: readonly Step[] = [
  { action: 'credit', amount: '1000.00', expected: ['1000.00', '0.00'] },
  { action: 'debit', amount: '250.10', expected: ['749.90', '0.00'] },
  { action: 'debit', amount: '749.91', expected: INSUFFICIENT_BALANCE },
  { action: 'freeze', amount: '300.00', expected: ['449.90', '300.00'] },
  { action: 'freeze', amount: '449.91', expected: INSUFFICIENT_BALANCE },
  { action: 'release', amount: '100.00', expected: ['549.90', '200.00'] },
  { action: 'release', amount: '200.01', expected: INSUFFICIENT_FROZEN },
  { action: 'spendFrozen', amount: '200.00', expected: ['549.90', '0.00'] },
  { action: 'spendFrozen', amount: '0.01', expected: INSUFFICIENT_FROZEN },
  { action: 'announce', amount: '5000.00', expected: ['549.90', '0.00'] },
  { action: 'debit', amount: '549.90', expected: ['0.00', '0.00'] },
  { action: 'credit', amount: '0.00', expected: ['0.00', '0.00'] },
];

describe('the ledger', () => {
  it('moves the money step by step, refusing what it does not cover', async () => {
    const made: { available: string; frozen: string }[] = [];
    for (const [index, step] of STEPS.entries()) {
      const entry = { kind: 'recharge', reason: `第 ${index + 1} 步`, refNo: `R${index}` } as const;
      const refusal = await run(step, entry);
      const account = await accountOf(sandbox.db, companyId);
      if (typeof step.expected === 'string') {
        expect([index, refusal]).toEqual([index, step.expected]);
      } else {
        expect([index, refusal, account.balance, account.frozen]).toEqual([
          index,
          null,
          ...step.expected,
        ]);
        made.push({ available: account.balance, frozen: account.frozen });
      }
    }
    const records = await sandbox.db
      .select()
      .from(capitalRecords)
      .where(eq(capitalRecords.companyId, companyId))
      .orderBy(asc(capitalRecords.id));
    // Refused steps and the zero credit write nothing; the others one record each, with the
    // amounts after them.
    expect(
      records.map(({ direction, amount, availableAfter, frozenAfter, status }) => [
        direction,
        amount,
        availableAfter,
        frozenAfter,
        status,
      ]),
    ).toEqual([
      ['in', '1000.00', '1000.00', '0.00', 'done'],
      ['out', '250.10', '749.90', '0.00', 'done'],
      ['freeze', '300.00', '449.90', '300.00', 'pending'],
      ['release', '100.00', '549.90', '200.00', 'done'],
      ['out', '200.00', '549.90', '0.00', 'done'],
      ['in', '5000.00', '549.90', '0.00', 'pending'],
      ['out', '549.90', '0.00', '0.00', 'done'],
    ]);
    expect(made).toHaveLength(records.length + 1);
  });
});

describe("the demo company's ledger", () => {
  it('opens with the demo balance, and the order payments of the seed follow it', async () => {
    const records = await sandbox.db
      .select()
      .from(capitalRecords)
      .where(ne(capitalRecords.companyId, companyId))
      .orderBy(asc(capitalRecords.id));
    const [opening] = records;
    expect(opening).toMatchObject({ kind: 'opening', amount: '1500000.00', direction: 'in' });
    const kinds = new Set(records.map(({ kind }) => kind));
    expect([...kinds].sort()).toEqual(['auctionDeposit', 'deposit', 'final', 'opening', 'refund']);
    expect(records.filter(({ kind }) => kind !== 'opening').every(({ refNo }) => refNo)).toBe(true);
    const last = records.filter((row) => row.companyId === opening?.companyId).at(-1);
    const account = await accountOf(sandbox.db, opening?.companyId ?? 0);
    expect(last?.availableAfter).toBe(account.balance);
  });
});
