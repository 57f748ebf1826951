/**
 * The demo company's inquiries, one or more in every status: on a fresh database scheduled on the
 * seed's timeline (`scheduleCompanyInquiries`), on an older one without any added on their own.
 * They are driven through the area's own writes, as the back office and the buyer would drive
 * them, each step a move at its moment before `now`.
 */
import { inArray } from 'drizzle-orm';
import type { InquiryLineInput } from '@mall/domain/contract/inquiry';
import type { OrderTerms } from '@mall/domain/contract/orders';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { inquiries, users } from '../db/schema.ts';
import { makeOrderFromQuote } from '../inquiry/makeOrder.ts';
import type { LoadedInquiry } from '../inquiry/read.ts';
import { loadInquiries } from '../inquiry/read.ts';
import { supplyingBatch } from '../inquiry/supply.ts';
import { repeated } from './scale.ts';
import type { Timeline } from './timeline.ts';
import { createTimeline } from './timeline.ts';
import {
  BUYER,
  MALL,
  deleteQuote,
  expireQuotes,
  insertInquiry,
  quoteLines,
  setStatus,
} from '../inquiry/write.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Step = 'accept' | 'quote' | 'shortQuote' | 'deleteQuote' | 'order' | 'expire' | 'cancel';

type DemoInquiry = {
  /** Who asks: the company's administrator or its employee. */
  by: keyof InquiryOwners;
  daysAgo: number;
  lines: readonly Omit<InquiryLineInput, 'deliveryCity' | 'wantedDate'>[];
  steps: readonly Step[];
};

const SHEET = { thickness: '2.0', width: '1250', length: '2500' } as const;

/** A seeded quote order's confirmation: picked up, with the buyer's own purchase-order number. */
const SEED_TERMS: OrderTerms = {
  deliveryWay: 'pickup',
  addressId: null,
  remark: '',
  poNo: 'CG-2026-0318',
};

/** The demo company's most asked line (so that it is a frequent product). */
const OXIDISED_SHEET = {
  alloy: '6063',
  temper: 'T5',
  ...SHEET,
  surface: '氧化',
  filmThickness: '10',
  quantity: '10',
  unit: '吨',
} as const;

const DEMO_INQUIRIES: readonly DemoInquiry[] = [
  {
    by: 'admin',
    daysAgo: 0.2,
    lines: [
      OXIDISED_SHEET,
      {
        alloy: '5052',
        temper: 'H32',
        thickness: '1.5',
        width: '1220',
        length: '2440',
        quantity: '200',
        unit: '张',
      },
    ],
    steps: [],
  },
  {
    by: 'employee',
    daysAgo: 0.5,
    lines: [
      {
        alloy: '6061',
        temper: 'T6',
        thickness: '3.0',
        width: '1500',
        length: '3000',
        quantity: '5',
        unit: '吨',
      },
    ],
    steps: [],
  },
  {
    by: 'admin',
    daysAgo: 1,
    lines: [
      {
        alloy: '3003',
        temper: 'H24',
        thickness: '0.8',
        width: '1250',
        length: '2500',
        surface: '覆膜',
        quantity: '3.5',
        unit: '吨',
      },
    ],
    steps: ['accept'],
  },
  {
    by: 'admin',
    daysAgo: 2,
    lines: [
      {
        alloy: '6063',
        temper: 'T5',
        thickness: '1.2',
        width: '40',
        length: '6000',
        surface: '氧化',
        filmThickness: '12',
        quantity: '500',
        unit: '支',
      },
      {
        alloy: '6061',
        temper: 'T6',
        thickness: '6.0',
        width: '1250',
        length: '2500',
        quantity: '8',
        unit: '吨',
      },
      { alloy: '1060', temper: 'H24', thickness: '1.0', width: '1250', quantity: '20', unit: '吨' },
    ],
    steps: ['accept', 'quote'],
  },
  {
    by: 'admin',
    daysAgo: 3,
    lines: [
      {
        alloy: '5083',
        temper: 'O',
        thickness: '6',
        width: '1500',
        length: '6000',
        quantity: '2',
        unit: '吨',
      },
      { alloy: '6063', temper: 'T5', ...SHEET, surface: '喷涂', quantity: '1500', unit: 'kg' },
      {
        alloy: '6082',
        temper: 'T6',
        thickness: '12',
        width: '1500',
        length: '3000',
        quantity: '2.5',
        unit: '吨',
      },
    ],
    steps: ['accept', 'shortQuote', 'deleteQuote'],
  },
  {
    by: 'admin',
    daysAgo: 6,
    lines: [
      OXIDISED_SHEET,
      {
        alloy: '5052',
        temper: 'H32',
        thickness: '3',
        width: '1250',
        length: '2500',
        quantity: '4',
        unit: '吨',
      },
    ],
    steps: ['accept', 'quote', 'order'],
  },
  {
    by: 'employee',
    daysAgo: 9,
    lines: [{ alloy: '6063', temper: 'T5', ...SHEET, surface: '氧化', quantity: '6', unit: '吨' }],
    steps: ['accept', 'quote', 'expire'],
  },
  {
    by: 'admin',
    daysAgo: 12,
    lines: [
      { alloy: '1060', temper: 'O', thickness: '0.5', width: '1000', quantity: '8', unit: '吨' },
    ],
    steps: ['cancel'],
  },
];

const PRICES = ['21850.00', '22300.00', '20980.00'] as const;

const chinaDay = (moment: Date): string =>
  new Date(moment.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);

const reload = async (tx: SandboxTx, id: number, at: Date): Promise<LoadedInquiry> => {
  const [inquiry] = await loadInquiries(tx, [id], at);
  if (!inquiry) throw new Error('seed: inquiry vanished');
  return inquiry;
};

/** Quotes every waiting line, valid for `hours`. */
const quoteAll = async (tx: SandboxTx, inquiry: LoadedInquiry, at: Date, hours: number) => {
  const prices = [];
  for (const [index, line] of inquiry.lines.entries()) {
    prices.push({
      detailId: line.id,
      unitPrice: PRICES[index % PRICES.length] ?? PRICES[0],
      // The second line of a short quote is already past its validity.
      validHours: hours,
      batchId: await supplyingBatch(tx, line),
    });
  }
  await quoteLines(tx, inquiry, prices, at);
};

/** Takes one step of the inquiry `id` at `at`, as the back office or the buyer takes it. */
const takeStep = async (tx: SandboxTx, id: number, step: Step, at: Date, now: Date) => {
  const inquiry = await reload(tx, id, at);
  if (step === 'accept') {
    await setStatus(tx, inquiry, 'accept', 'quoting', at, MALL, '商城已受理，正在报价');
  } else if (step === 'quote') {
    await quoteAll(tx, inquiry, at, Math.ceil((now.getTime() - at.getTime()) / HOUR_MS) + 48);
  } else if (step === 'shortQuote') {
    // Valid until a day after now, but the last line's quote already expired.
    await quoteAll(tx, inquiry, at, Math.ceil((now.getTime() - at.getTime()) / HOUR_MS) + 24);
    const last = inquiry.lines.at(-1);
    if (last) {
      await quoteLines(
        tx,
        await reload(tx, id, at),
        [
          {
            detailId: last.id,
            unitPrice: '23100.00',
            validHours: 12,
            batchId: await supplyingBatch(tx, last),
          },
        ],
        at,
      );
    }
  } else if (step === 'deleteQuote') {
    const quote = inquiry.lines[1]?.quote;
    if (quote) await deleteQuote(tx, inquiry, quote.id, '交期不满足，改从现货采购', at);
  } else if (step === 'order') {
    const first = inquiry.lines[0];
    if (first) await makeOrderFromQuote(tx, inquiry, [first.id], SEED_TERMS, inquiry.userId, at);
  } else if (step === 'expire') {
    await expireQuotes(tx, inquiry, at);
  } else {
    await setStatus(tx, inquiry, 'cancel', 'cancelled', at, BUYER, '取消询价单');
  }
};

/** A user who asks for quotes, of a company. */
type Owner = { id: number; username: string; realname: string; companyId: number | null };
/** The company's administrator and its employee. */
export type InquiryOwners = { admin: Owner; employee: Owner };

/**
 * Schedules the demo inquiries `times` over on `timeline`, asked by the owners' company: each sent
 * at its moment, then driven to its status, each step (the back office's or the buyer's) a move
 * 2 h after the one before, so that its quotes, its order and its change record are written at
 * the clock's time.
 */
export const scheduleCompanyInquiries = (
  timeline: Timeline,
  tx: SandboxTx,
  now: Date,
  owners: InquiryOwners,
  times: number,
): void => {
  const wantedDate = chinaDay(new Date(now.getTime() + 20 * DAY_MS));
  for (const demo of repeated(DEMO_INQUIRIES, times)) {
    const owner = owners[demo.by];
    const { companyId } = owner;
    if (companyId === null) return;
    const sentAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const sent = { id: 0 };
    timeline.at(sentAt, async () => {
      ({ id: sent.id } = await insertInquiry(
        tx,
        { companyId, userId: owner.id },
        {
          contactName: owner.realname,
          contactPhone: owner.username,
          lines: demo.lines.map((line) => ({ ...line, deliveryCity: '佛山', wantedDate })),
        },
        sentAt,
      ));
    });
    demo.steps.forEach((step, index) => {
      const at = new Date(sentAt.getTime() + (index + 1) * 2 * HOUR_MS);
      timeline.at(at, () => takeStep(tx, sent.id, step, at, now));
    });
  }
};

/** The demo inquiries `times` over (`scheduleCompanyInquiries`), on a timeline of their own. */
export const seedCompanyInquiries = async (
  tx: SandboxTx,
  now: Date,
  owners: InquiryOwners,
  times: number,
): Promise<void> => {
  const timeline = createTimeline();
  scheduleCompanyInquiries(timeline, tx, now, owners, times);
  await timeline.run();
};

/** The demo company's inquiries, once (`scale` times over). */
export const seedInquiries = async (db: SandboxDb, now: Date, scale = 1): Promise<void> => {
  const [existing] = await db.select({ id: inquiries.id }).from(inquiries).limit(1);
  if (existing) return;
  const found = await db
    .select({
      id: users.id,
      username: users.username,
      realname: users.realname,
      companyId: users.companyId,
    })
    .from(users)
    .where(inArray(users.username, ['13800000001', '13800000002']));
  const [admin, employee] = ['13800000001', '13800000002'].map((username) =>
    found.find((one) => one.username === username),
  );
  if (!admin || !employee) return;
  await db.transaction((tx) => seedCompanyInquiries(tx, now, { admin, employee }, scale));
};
