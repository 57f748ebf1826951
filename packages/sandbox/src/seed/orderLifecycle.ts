/**
 * The demo company's orders, driven through their lifecycle by the same writes the order calls
 * and the back office use (`orders/write/`): each order gets a path of steps for the stage it
 * is to end in, spread from its creation to now; each step of each order is a move of the seed's
 * timeline (`timeline.ts`) at its own moment, so that the orders' rows and capital records are
 * written in time order, among the other areas' moves. A day's moves go in the lifecycle's order,
 * so that those of one step follow one another and are taken in one write.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CustomerAddress } from '@mall/domain/contract/address';
import { addressWithContact } from '@mall/domain/contract/address';
import type { OrderStage, OrderTerms, Payment } from '@mall/domain/contract/orders';
import { ORDER_STAGES, orderTerms } from '@mall/domain/contract/orders';
import { Big, lineAmount, tonnes } from '@mall/domain/money';
import { addressesOf } from '../address/book.ts';
import type { SandboxTx } from '../db/client.ts';
import {
  contractReminders,
  deliveries,
  invoices,
  modifications,
  orderItems,
  orders,
} from '../db/schema.ts';
import type { LoadedOrder } from '../orders/read.ts';
import { deliveryContactOf, loadOrders, remainingOf, selectDeliveries } from '../orders/read.ts';
import { cancelOrders } from '../orders/write/cancellation.ts';
import { ORDER_NO_PREFIX, placedTerms } from '../orders/write/creation.ts';
import type { DeliveryApplication } from '../orders/write/deliveries.ts';
import {
  addLogisticsNodes,
  applyDeliveries,
  receiveDeliveries,
  shipDeliveries,
} from '../orders/write/deliveries.ts';
import { commentDeliveries, commentOrders } from '../orders/write/evaluations.ts';
import { advanceInvoices, applyInvoices } from '../orders/write/invoices.ts';
import { confirmModification, modifyOrder } from '../orders/write/modifications.ts';
import type { Charge } from '../orders/write/payments.ts';
import { accountOf, confirmPaid, pay, payFinal, settlementsOf } from '../orders/write/payments.ts';
import {
  remindOrder,
  replyToReminder,
  startProduction,
  weighOrders,
} from '../orders/write/production.ts';
import { nextNumbers } from '../orders/write/numbering.ts';
import { submitOrders } from '../orders/write/submission.ts';
import { chinaDate } from '../prices.ts';
import type { Random } from '../random.ts';
import { distinct } from '../random.ts';
import { drawTonnes } from './goods.ts';
import { required } from './required.ts';
import type { Timeline } from './timeline.ts';
import { createTimeline } from './timeline.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** What the balance keeps at least: a deposit or final payment above it goes by transfer. */
const BALANCE_FLOOR = '300000';
const BANKS = ['ICBC', 'CCB', 'ABC', 'BOC', 'CMB'];

/** A batch orders are drawn from, and when it was listed: an order takes only batches listed before it. */
export type OrderGoods = { id: number; weight: string; unitPrice: string; listedAt: Date };

/** An order as seeded: its number, the stage it is to end in, when it was placed. */
export type OrderDraft = { id: number; orderNo: string; stage: OrderStage; createdAt: Date };

/** An order drawn for the seed, before it is numbered and written: who placed it, when, its lines. */
export type DrawnOrder = {
  userId: number;
  /** The stage it is to end in. */
  stage: OrderStage;
  createdAt: Date;
  lines: { batchId: number; weight: string; unitPrice: string; amount: string }[];
};

/** Whom the orders are of, and what they are drawn from. */
export type OrderSource = {
  goods: readonly OrderGoods[];
  companyId: number;
  /** The users who place orders, by weight: each joined before the oldest order (OLDEST_ORDER_DAYS). */
  placers: readonly (readonly [number, number])[];
};

/** How many days back an order is placed for the i-th stage of ORDER_STAGES, at the least and most. */
const placedDaysAgo = (stageIndex: number): readonly [number, number] => [
  1 + stageIndex * 4,
  6 + stageIndex * 6,
];

/** How many days ago the seed's oldest orders may be placed: their placers joined before. */
export const OLDEST_ORDER_DAYS = placedDaysAgo(ORDER_STAGES.length - 1)[1];

/** What the seed's buyers write in 备注, by turns ('' for none). */
const REMARKS = ['', '请提前一天电话联系收货人', '', '需随货附质保书和磅单', '周末不收货'];

/**
 * The confirmation's terms of the seed's i-th order, by turns: every third picked up (自提), the
 * others delivered (配送) to the company's addresses in turn; a 备注 for some, and the buyer's
 * own 采购单号 on every other one. Checked with the contract's orderTerms as the calls check them.
 */
const seedTerms = (
  i: number,
  addresses: readonly CustomerAddress[],
  createdAt: Date,
): { terms: OrderTerms; deliveryAddress: string | null } => {
  const address = i % 3 === 0 ? undefined : addresses[i % addresses.length];
  const terms = orderTerms.parse({
    deliveryWay: address ? 'delivery' : 'pickup',
    addressId: address?.id ?? null,
    remark: REMARKS[i % REMARKS.length] ?? '',
    poNo: i % 2 === 0 ? `CG${chinaDate(createdAt).replaceAll('-', '')}-${i + 1}` : '',
  });
  return { terms, deliveryAddress: address ? addressWithContact(address) : null };
};

/**
 * Draws an order for each stage given (the stage it is to end in): placed longer ago the further
 * the stage, by one of the placers, of 1–3 lines drawn from the goods listed before it.
 */
export const drawOrders = (
  random: Random,
  now: Date,
  { goods, placers }: OrderSource,
  stages: readonly OrderStage[],
): DrawnOrder[] =>
  stages
    .map((stage) => {
      const [least, most] = placedDaysAgo(ORDER_STAGES.indexOf(stage));
      const createdAt = new Date(now.getTime() - random.int(least, most) * DAY_MS);
      return { stage, createdAt, userId: random.weighted(placers) };
    })
    .map((order) => {
      const listed = goods.filter(
        ({ listedAt }) => listedAt.getTime() <= order.createdAt.getTime(),
      );
      const count = random.int(1, 3);
      if (listed.length === 0) throw new Error('drawOrders: no batch was listed before the order');
      const lines = distinct(random, listed, Math.min(count, listed.length)).map((batch) => {
        const weight = drawTonnes(random, batch.weight);
        return {
          batchId: batch.id,
          weight,
          unitPrice: batch.unitPrice,
          amount: lineAmount(weight, batch.unitPrice),
        };
      });
      return { ...order, lines };
    });

/**
 * Writes the company's drawn orders, to be submitted, each placed as the confirmation places it
 * (placedTerms: 交货方式 from the company's address book, 备注, 采购单号 by turns from
 * `firstIndex`, and the 过户费 on its tonnes). They are numbered and written in the order they
 * were placed, as createOrder numbers an order (the day's next serial), so that a later order has
 * the later number and id; answered in the order drawn.
 */
export const insertOrders = async (
  tx: SandboxTx,
  companyId: number,
  drawn: readonly DrawnOrder[],
  firstIndex: number,
): Promise<OrderDraft[]> => {
  const byPlacing = drawn
    .map((order, index) => ({ order, index }))
    .sort((a, b) => a.order.createdAt.getTime() - b.order.createdAt.getTime() || a.index - b.index);
  const numbers = await nextNumbers(
    tx,
    orders,
    orders.orderNo,
    ORDER_NO_PREFIX,
    byPlacing.map(({ order }) => order.createdAt),
  );
  const addresses = await addressesOf(tx, companyId);
  const inserted = await tx
    .insert(orders)
    .values(
      byPlacing.map(({ order: { userId, createdAt, lines }, index }, rank) => {
        const { terms, deliveryAddress } = seedTerms(firstIndex + index, addresses, createdAt);
        return {
          orderNo: required(numbers[rank], 'an order number'),
          companyId,
          userId,
          stage: 'toBeSubmitted' as const,
          createdAt,
          ...placedTerms(terms, deliveryAddress, lines),
        };
      }),
    )
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await tx
    .insert(orderItems)
    .values(
      inserted.flatMap(({ id }, rank) =>
        required(byPlacing[rank], 'an order').order.lines.map((line) => ({ orderId: id, ...line })),
      ),
    );
  const drafts = new Array<OrderDraft>(drawn.length);
  byPlacing.forEach(({ order, index }, rank) => {
    const row = required(inserted[rank], 'a written order');
    drafts[index] = { ...row, stage: order.stage, createdAt: order.createdAt };
  });
  return drafts;
};

/** The steps of the lifecycle, in the order an order takes them. */
const STEPS = [
  'cancelUnsubmitted',
  'submit',
  'deposit',
  'confirmDeposit',
  'cancelFirst',
  'cancelStocking',
  'remind',
  'produce',
  'reply',
  'modify',
  'confirmModification',
  'weigh',
  'payFinal',
  'confirmFinal',
  'apply1',
  'ship1',
  'track1',
  'receive1',
  'apply2',
  'ship2',
  'track2',
  'receive2',
  'comment',
  'applyInvoice',
  'startInvoicing',
  'issue',
] as const;
type Step = (typeof STEPS)[number];

/**
 * How an order of a stage goes, by its place `n` among the stage's orders: its steps, and the
 * payment step (if any) it makes by a transfer the mall has not confirmed yet.
 */
type Path = { steps: readonly Step[]; held?: 'deposit' | 'payFinal' };

const DEPOSIT: readonly Step[] = ['submit', 'deposit', 'confirmDeposit'];
const PAID: readonly Step[] = [...DEPOSIT, 'produce', 'weigh', 'payFinal', 'confirmFinal'];
const ONE_DELIVERY: readonly Step[] = [...PAID, 'apply1', 'ship1', 'track1', 'receive1'];
const TWO_DELIVERIES: readonly Step[] = [...ONE_DELIVERY, 'apply2', 'ship2', 'track2', 'receive2'];
const received = (n: number): readonly Step[] => (n % 2 === 1 ? TWO_DELIVERIES : ONE_DELIVERY);

/**
 * The path of the n-th order of a stage. Stocking: two producing (one reminded, with an unread
 * reply), one with a pending modification, one owing a difference. Final: the first paying by a
 * pending transfer, the 2nd and 4th a little short, the others over (each a supplement).
 * saleDelivery: the first with a shipped and an applied delivery; the third cut to a sixth of its
 * tonnes after paying the deposit (the deposit paid over is carried to the final payment and
 * refunded when the goods are weighed). toBeReceipt: some with a received delivery and a shipped
 * one.
 */
const pathOf = (stage: OrderStage, n: number): Path => {
  switch (stage) {
    case 'toBeSubmitted':
      return { steps: [] };
    case 'firstPayment':
      return n === 0 ? { steps: ['submit', 'deposit'], held: 'deposit' } : { steps: ['submit'] };
    case 'stocking':
      return {
        steps: [
          ...DEPOSIT,
          ...((
            [
              ['produce'],
              ['remind', 'produce', 'reply'],
              ['modify'],
              ['modify', 'confirmModification'],
              ['remind'],
            ] as const
          )[n] ?? []),
        ],
      };
    case 'final':
      return n === 0
        ? { steps: [...DEPOSIT, 'produce', 'weigh', 'payFinal'], held: 'payFinal' }
        : { steps: [...DEPOSIT, 'produce', 'weigh'] };
    case 'saleDelivery':
      // The third: cut after its deposit, refunded what it paid over when weighed.
      if (n === 2)
        return { steps: [...DEPOSIT, 'produce', 'modify', 'confirmModification', 'weigh'] };
      return {
        steps: [
          ...PAID,
          ...((
            [
              ['apply1', 'ship1', 'track1', 'apply2'],
              ['apply1', 'ship1', 'track1', 'receive1'],
            ] as const
          )[n] ?? []),
        ],
      };
    case 'toBeReceipt':
      return {
        steps:
          n % 2 === 1
            ? [...ONE_DELIVERY, 'apply2', 'ship2', 'track2']
            : [...PAID, 'apply1', 'ship1', 'track1'],
      };
    case 'toInvoice':
      return { steps: [...received(n), ...(n === 0 ? (['comment'] as const) : [])] };
    case 'aplliedInvoiced':
      return { steps: [...received(n), 'applyInvoice'] };
    case 'invoicing':
      return { steps: [...received(n), 'applyInvoice', 'startInvoicing'] };
    case 'completed':
      return {
        steps: [
          ...received(n),
          ...(n % 3 === 2 ? [] : (['comment'] as const)),
          'applyInvoice',
          'startInvoicing',
          'issue',
        ],
      };
    case 'cancelled': {
      const cancellations: readonly Path[] = [
        { steps: ['cancelUnsubmitted'] },
        { steps: ['submit', 'deposit', 'cancelFirst'], held: 'deposit' },
        { steps: [...DEPOSIT, 'cancelStocking'] },
      ];
      return cancellations[n % cancellations.length] ?? { steps: [] };
    }
  }
};

/**
 * The tracking of a delivery: in transit, then out for delivery, then signed for when the buyer
 * is to receive it; at these parts of the gap before the next step.
 */
const TRACKING_PARTS = { 0: 0, 1: 0.2, 2: 0.4 } as const;
const NODES = [0, 1, 2] as const;
type Tracking = 'track1' | 'track2';
/** A node of a delivery's tracking. */
type Node = `${Tracking}:${(typeof NODES)[number]}`;

/** A move of an order: a step, or a node of a delivery's tracking. */
type Move = Exclude<Step, Tracking> | Node;

const isTracking = (step: Step): step is Tracking => step === 'track1' || step === 'track2';
const isNode = (move: Move): move is Node => move.startsWith('track');

/** The moves in the lifecycle's order. */
const MOVES: readonly Move[] = STEPS.flatMap((step): Move[] =>
  isTracking(step) ? NODES.map((node) => `${step}:${node}` as const) : [step],
);

/** The hours of a day in which its moves are made, from the hour of now. */
const WORKING_DAY_MS = 12 * HOUR_MS;
/**
 * The orders' moves are made on every seventh day back from yesterday: those planned in the
 * week before such a day are made on it, so that few writes take many orders.
 */
const DAYS_APART = 7;

/**
 * The moment `move` is made for the planned `moment`: on the next day of moves (`DAYS_APART`,
 * days counted back from now, so that an order placed n days ago is placed at a day's start, on
 * or before it), in the move's own part of the day's working hours, in the lifecycle's order, at
 * a drawn time within it. So the moves of one kind follow one another and are taken together,
 * and an order's moves stay in order.
 */
const onTheDay = (random: Random, now: Date, moment: number, move: Move): Date => {
  const daysBefore = Math.ceil((now.getTime() - moment) / DAY_MS);
  const dayOfMoves = Math.floor((daysBefore - 1) / DAYS_APART) * DAYS_APART + 1;
  const part = WORKING_DAY_MS / MOVES.length;
  return new Date(
    Math.round(
      now.getTime() -
        dayOfMoves * DAY_MS +
        part * (MOVES.indexOf(move) + random.int(1, 999) / 1000),
    ),
  );
};

/** An order with its path and the moment of each of its moves. */
type Planned = OrderDraft & Path & { n: number; at: ReadonlyMap<Move, Date> };

/**
 * The moments of an order's moves: its steps evenly spread from its creation to a few hours ago,
 * each moved by up to a fifth of the gap, so that they stay in order, a tracking's nodes spread
 * over the gap after it; each then made on its day (`onTheDay`).
 */
const schedule = (random: Random, now: Date, draft: OrderDraft, n: number): Planned => {
  const path = pathOf(draft.stage, n);
  const end = now.getTime() - random.int(2, 6) * HOUR_MS;
  const gap = (end - draft.createdAt.getTime()) / (path.steps.length + 1);
  const at = new Map(
    path.steps.flatMap((step, index): [Move, Date][] => {
      const jitter = random.int(-200, 200) / 1000;
      const moment = draft.createdAt.getTime() + gap * (index + 1 + jitter);
      if (!isTracking(step)) return [[step, onTheDay(random, now, moment, step)]];
      return NODES.map((node) => {
        const move = `${step}:${node}` as const;
        return [move, onTheDay(random, now, moment + gap * TRACKING_PARTS[node], move)];
      });
    }),
  );
  return { ...draft, ...path, n, at };
};

const CANCEL_REASONS = ['规格选错', '资金安排调整：本月预算调整，下月再采购', '交期不满足'];
const REMINDERS = [
  '请问这批货能否在本周五前入库？工地那边急用',
  '麻烦催一下生产进度，客户在等这批料',
];
const REPLY = '您好，已与工厂确认，本单已加急排产，预计比计划交期提前 2 天入库，届时优先安排发货。';
const COMMENTS = [
  '板面平整无划伤，包装牢固，过磅结算清楚',
  '交期准时，客服响应及时，下次继续合作',
  '规格与合同一致，物流很快，整体满意',
];
const DELIVERY_COMMENTS = ['司机准时到达，卸货顺利', '到货及时，外包装完好'];

/** The seed's state: the orders by step, the payer, the balance left, what was made. */
type Run = {
  tx: SandboxTx;
  random: Random;
  plans: readonly Planned[];
  payer: { userId: number; companyId: number };
  /** Pending transfers to confirm, by step (deposits, final payments). */
  pending: Map<'confirmDeposit' | 'confirmFinal', { orderId: number; payIds: number[] }[]>;
  /** Deliveries made, by order: the first and the second. */
  made: Map<number, number[]>;
};

/** The orders taking a move, each with its moment. */
const taking = (run: Run, step: Move) =>
  run.plans.flatMap((plan) => {
    const at = plan.at.get(step);
    return at ? [{ plan, at }] : [];
  });

/** The orders taking a move, loaded, each with its moment and plan. */
const loaded = async (run: Run, step: Move) => {
  const items = taking(run, step);
  const found = await loadOrders(
    run.tx,
    items.map(({ plan }) => plan.id),
  );
  return items.flatMap((item) => {
    const order = found.find(({ summary }) => summary.orderId === item.plan.id);
    return order ? [{ ...item, order }] : [];
  });
};

/** A transfer to one of the mall's accounts, with a bank serial number. */
const transfer = (random: Random, at: Date): Payment => ({
  payType: 'transfer',
  collectionAccountId: random.int(1, 3),
  voucherNo: `${random.pick(BANKS)}${chinaDate(at).replaceAll('-', '')}${String(random.int(0, 99_999)).padStart(5, '0')}`,
});

/**
 * Pays: from the balance as it stands while it stays above the floor (all such charges at once),
 * otherwise by one transfer each, pending; those the path does not hold are confirmed at `confirm`.
 */
const payAll = async (
  run: Run,
  items: readonly {
    plan: Planned;
    at: Date;
    amount: string;
    charge: (payment: Payment) => Promise<number[]>;
  }[],
  [step, confirm]: readonly ['deposit', 'confirmDeposit'] | readonly ['payFinal', 'confirmFinal'],
  payBalance: (chosen: readonly { plan: Planned; at: Date }[]) => Promise<void>,
): Promise<void> => {
  const account = await accountOf(run.tx, run.payer.companyId);
  let balance = new Big(account.balance);
  const byBalance = items.filter(({ plan, amount }) => {
    const fits = plan.held !== step && balance.minus(amount).gte(BALANCE_FLOOR);
    if (fits) balance = balance.minus(amount);
    return fits;
  });
  await payBalance(byBalance);
  const confirmed = run.pending.get(confirm) ?? [];
  for (const item of items.filter((one) => !byBalance.includes(one))) {
    const payIds = await item.charge(transfer(run.random, item.at));
    if (item.plan.held !== step) confirmed.push({ orderId: item.plan.id, payIds });
  }
  run.pending.set(confirm, confirmed);
};

/** Confirms the transfers of a step, each at the order's moment for it. */
const confirmStep = async (run: Run, step: 'confirmDeposit' | 'confirmFinal') => {
  const moments = new Map(taking(run, step).map(({ plan, at }) => [plan.id, at]));
  await confirmPaid(
    run.tx,
    (run.pending.get(step) ?? []).flatMap(({ orderId, payIds }) => {
      const at = moments.get(orderId);
      return at ? payIds.map((paymentId) => ({ paymentId, at })) : [];
    }),
  );
};

/** Where the company's deliveries go. */
type Contact = { contactName: string; contactPhone: string; address: string };

/** Whether an order's first or second delivery is picked up by the buyer's own truck. */
const isSelf = (plan: Planned, which: 0 | 1): boolean =>
  plan.stage === 'completed' && plan.n === 4 && which === 0;

/** The tonnes of each line a delivery takes: all that is left, or a share of each line. */
const linesOf = (order: LoadedOrder, share: 'all' | 'half' | 'quarter') =>
  remainingOf(order).flatMap(({ line, weight }) => {
    const part = share === 'all' ? new Big(weight) : new Big(weight).div(share === 'half' ? 2 : 4);
    return part.gt(0) ? [{ detailId: line.detailId, weight: tonnes(part) }] : [];
  });

/** Applies for the first or second delivery of the orders taking the step. */
const applyStep = async (run: Run, step: 'apply1' | 'apply2', contact: Contact) => {
  const items = await loaded(run, step);
  const applications: DeliveryApplication[] = items.map(({ plan, order, at }) => {
    const self = isSelf(plan, step === 'apply1' ? 0 : 1);
    const share =
      step === 'apply2'
        ? plan.stage === 'saleDelivery'
          ? 'quarter'
          : 'all'
        : plan.steps.includes('apply2') || plan.stage === 'saleDelivery'
          ? 'half'
          : 'all';
    return {
      order,
      at,
      request: {
        lines: linesOf(order, share),
        deliveryType: self ? 'self' : 'logistics',
        contactName: contact.contactName,
        contactPhone: contact.contactPhone,
        address: self ? '' : contact.address,
        plateNo: self ? '粤E8K2Q6' : '',
        plannedDate: chinaDate(new Date(at.getTime() + run.random.int(1, 3) * DAY_MS)),
      },
    };
  });
  const created = await applyDeliveries(run.tx, applications);
  items.forEach(({ plan }, index) => {
    const id = created[index]?.deliveryId;
    if (id !== undefined) run.made.set(plan.id, [...(run.made.get(plan.id) ?? []), id]);
  });
};

/** The deliveries of the orders taking a move: the first or the second of each. */
const deliveriesOf = (run: Run, step: Move, which: 0 | 1) =>
  taking(run, step).flatMap(({ plan, at }) => {
    const id = run.made.get(plan.id)?.[which];
    return id === undefined ? [] : [{ id, at, plan }];
  });

/** Ships the first or second delivery of the orders taking the step. */
const shipStep = async (run: Run, step: 'ship1' | 'ship2', which: 0 | 1) => {
  const items = deliveriesOf(run, step, which);
  if (items.length === 0) return;
  const rows = await run.tx
    .select()
    .from(deliveries)
    .where(
      inArray(
        deliveries.id,
        items.map(({ id }) => id),
      ),
    );
  await shipDeliveries(
    run.tx,
    items.flatMap(({ id, at }) => {
      const delivery = rows.find((row) => row.id === id);
      return delivery ? [{ delivery, at }] : [];
    }),
  );
};

/** A node of the tracking of the first or second delivery (TRACKING_PARTS), at its moment. */
const trackStep = async (run: Run, move: Node, which: 0 | 1) => {
  const receive = which === 0 ? 'receive1' : 'receive2';
  const signed = move.endsWith(':2');
  await addLogisticsNodes(
    run.tx,
    deliveriesOf(run, move, which)
      .filter(({ plan }) => !isSelf(plan, which) && (!signed || plan.steps.includes(receive)))
      .map(({ id, at }) => ({ deliveryId: id, at })),
  );
};

/** The buyer receives the first or second delivery of the orders taking the step. */
const receiveStep = async (run: Run, step: 'receive1' | 'receive2', which: 0 | 1) => {
  const items = deliveriesOf(run, step, which);
  if (items.length === 0) return;
  const found = await selectDeliveries(
    run.tx,
    inArray(
      deliveries.id,
      items.map(({ id }) => id),
    ),
  );
  await receiveDeliveries(
    run.tx,
    items.flatMap(({ id, at }) => {
      const delivery = found.find((one) => one.deliveryId === id);
      return delivery ? [{ delivery, at }] : [];
    }),
  );
};

/** Cancels the orders taking a cancellation step, each with its reason. */
const cancelStep = async (
  run: Run,
  step: 'cancelUnsubmitted' | 'cancelFirst' | 'cancelStocking',
) => {
  const items = await loaded(run, step);
  await cancelOrders(
    run.tx,
    run.payer.userId,
    items.map(({ order, at, plan }) => ({
      order,
      at,
      reason: CANCEL_REASONS[plan.n % CANCEL_REASONS.length] ?? '其他',
    })),
  );
};

/** Moves the invoices of the orders taking the step on. */
const invoiceStep = async (run: Run, step: Move, to: 'invoicing' | 'issued') => {
  const items = taking(run, step);
  const rows = await run.tx
    .select({ invoice: invoices, orderId: deliveries.orderId })
    .from(invoices)
    .innerJoin(deliveries, eq(deliveries.invoiceId, invoices.id))
    .where(
      inArray(
        deliveries.orderId,
        items.map(({ plan }) => plan.id),
      ),
    );
  await advanceInvoices(
    run.tx,
    to,
    items.flatMap(({ plan, at }) => {
      const row = rows.find(({ orderId }) => orderId === plan.id);
      return row ? [{ invoice: row.invoice, at }] : [];
    }),
  );
};

/** The steps but the tracking (`trackStep`), each taken for every order of the run. */
const STEP_RUNNERS: Readonly<
  Record<Exclude<Step, Tracking>, (run: Run, contact: Contact) => Promise<void>>
> = {
  cancelUnsubmitted: (run) => cancelStep(run, 'cancelUnsubmitted'),
  submit: async (run) => {
    await submitOrders(run.tx, await loaded(run, 'submit'));
  },
  deposit: async (run) => {
    const items = await loaded(run, 'deposit');
    const chargeOf = ({ order, at }: (typeof items)[number]): Charge => ({
      orderId: order.summary.orderId,
      kind: 'first',
      amount: order.summary.dueAmount,
      at,
    });
    await payAll(
      run,
      items.map((item) => ({
        ...item,
        amount: item.order.summary.dueAmount,
        charge: async (payment) => (await pay(run.tx, run.payer, payment, [chargeOf(item)])).payIds,
      })),
      ['deposit', 'confirmDeposit'],
      async (chosen) => {
        if (chosen.length === 0) return;
        await pay(
          run.tx,
          run.payer,
          { payType: 'balance' },
          items.filter((item) => chosen.some(({ plan }) => plan === item.plan)).map(chargeOf),
        );
      },
    );
  },
  confirmDeposit: (run) => confirmStep(run, 'confirmDeposit'),
  cancelFirst: (run) => cancelStep(run, 'cancelFirst'),
  cancelStocking: (run) => cancelStep(run, 'cancelStocking'),
  remind: async (run) => {
    for (const { order, at, plan } of await loaded(run, 'remind')) {
      await remindOrder(run.tx, { order, at }, REMINDERS[plan.n % REMINDERS.length] ?? '');
    }
  },
  produce: async (run) => {
    await startProduction(run.tx, await loaded(run, 'produce'));
  },
  reply: async (run) => {
    for (const { plan, at } of taking(run, 'reply')) {
      const [thread] = await run.tx
        .select({ id: contractReminders.id })
        .from(contractReminders)
        .where(eq(contractReminders.orderId, plan.id));
      if (thread) await replyToReminder(run.tx, thread.id, REPLY, at);
    }
  },
  modify: async (run) => {
    for (const { order, at, plan } of await loaded(run, 'modify')) {
      // A pending change lowers the tonnes of the first line; a confirmed one raises them,
      // owing a difference; a cut order's buyer cut every line to a sixth.
      const cut = plan.stage === 'saleDelivery';
      const raised = plan.steps.includes('confirmModification') && !cut;
      const factor = cut ? '0.15' : raised ? '1.2' : '0.85';
      await modifyOrder(
        run.tx,
        { order, at },
        {
          lines: order.summary.lines.slice(0, cut ? undefined : 1).map((line) => ({
            detailId: line.detailId,
            weight: tonnes(new Big(line.weight).times(factor)),
          })),
          remark: raised ? '追加吨数' : cut ? '项目缩减，按实际需求减少吨数' : '减少吨数',
        },
      );
    }
  },
  confirmModification: async (run) => {
    for (const { order, at } of await loaded(run, 'confirmModification')) {
      const [row] = await run.tx
        .select()
        .from(modifications)
        .where(eq(modifications.orderId, order.summary.orderId));
      if (row) await confirmModification(run.tx, { order, at }, row);
    }
  },
  weigh: async (run) => {
    const items = await loaded(run, 'weigh');
    await weighOrders(
      run.tx,
      items.map(({ order, at, plan }) => {
        if (plan.stage !== 'final') return { order, at };
        // Final orders: the 2nd and 4th a little short, the others a little over, all within
        // the weighing tolerance.
        const short = plan.n % 2 === 1;
        return {
          order,
          at,
          lines: order.summary.lines.map(({ detailId, weight }) => ({
            detailId,
            weighedWeight: tonnes(
              new Big(weight)
                .times(short ? run.random.int(960, 990) : run.random.int(1010, 1040))
                .div(1000),
            ),
          })),
        };
      }),
    );
  },
  payFinal: async (run) => {
    const items = (await loaded(run, 'payFinal')).map((item) => ({
      ...item,
      settled: settlementsOf([item.order], [])[0],
    }));
    const settledOf = (item: (typeof items)[number]) =>
      item.settled ? [{ ...item.settled, at: item.at }] : [];
    await payAll(
      run,
      items.map((item) => ({
        ...item,
        amount: item.settled?.settlement.net ?? '0',
        charge: async (payment) =>
          (await payFinal(run.tx, run.payer, payment, settledOf(item))).payIds,
      })),
      ['payFinal', 'confirmFinal'],
      async (chosen) => {
        const paying = items.filter((item) => chosen.some(({ plan }) => plan === item.plan));
        if (paying.length > 0) {
          await payFinal(run.tx, run.payer, { payType: 'balance' }, paying.flatMap(settledOf));
        }
      },
    );
  },
  confirmFinal: (run) => confirmStep(run, 'confirmFinal'),
  apply1: (run, contact) => applyStep(run, 'apply1', contact),
  ship1: (run) => shipStep(run, 'ship1', 0),
  receive1: (run) => receiveStep(run, 'receive1', 0),
  apply2: (run, contact) => applyStep(run, 'apply2', contact),
  ship2: (run) => shipStep(run, 'ship2', 1),
  receive2: (run) => receiveStep(run, 'receive2', 1),
  comment: async (run) => {
    const items = await loaded(run, 'comment');
    await commentOrders(
      run.tx,
      items.map(({ order, at, plan }) => ({
        order,
        at,
        score: plan.n % 4 === 3 ? 4 : 5,
        content: COMMENTS[plan.n % COMMENTS.length] ?? '',
      })),
    );
    const evaluated = await selectDeliveries(
      run.tx,
      inArray(
        deliveries.id,
        items.flatMap(({ plan }) => run.made.get(plan.id)?.slice(0, 1) ?? []),
      ),
    );
    await commentDeliveries(
      run.tx,
      items.flatMap(({ plan, at }) => {
        const delivery = evaluated.find(
          ({ deliveryId }) => deliveryId === run.made.get(plan.id)?.[0],
        );
        const content = DELIVERY_COMMENTS[plan.n % DELIVERY_COMMENTS.length] ?? '';
        return delivery ? [{ delivery, at, score: 5, content }] : [];
      }),
    );
  },
  applyInvoice: async (run) => {
    const items = taking(run, 'applyInvoice');
    const found = await selectDeliveries(
      run.tx,
      inArray(
        deliveries.orderId,
        items.map(({ plan }) => plan.id),
      ),
    );
    await applyInvoices(
      run.tx,
      run.payer.companyId,
      items.map(({ plan, at }) => ({
        deliveries: found.filter(({ orderId }) => orderId === plan.id).reverse(),
        kind: plan.n % 3 === 1 ? 'normal' : 'special',
        at,
      })),
    );
  },
  startInvoicing: (run) => invoiceStep(run, 'startInvoicing', 'invoicing'),
  issue: (run) => invoiceStep(run, 'issue', 'issued'),
};

/** An order as driven: its id and number, the stage it ends in, when its goods were last received. */
export type DrivenOrder = {
  id: number;
  orderNo: string;
  stage: OrderStage;
  receivedAt: Date | undefined;
};

/**
 * Schedules the company's orders on `timeline`, to drive them to the stages they are to end in,
 * paid for by `adminId`: each step of each order a move at its moment, the tracking one move a
 * node. The n-th order of a stage takes that stage's n-th path (`pathOf`). Answers the orders.
 */
export const scheduleOrders = async (
  timeline: Timeline,
  tx: SandboxTx,
  random: Random,
  now: Date,
  {
    drafts,
    companyId,
    adminId,
  }: { drafts: readonly OrderDraft[]; companyId: number; adminId: number },
): Promise<DrivenOrder[]> => {
  const plans = drafts.map((draft) =>
    schedule(
      random,
      now,
      draft,
      drafts.filter((other) => other.stage === draft.stage).indexOf(draft),
    ),
  );
  const contact = await deliveryContactOf(tx, companyId);
  if (!contact) throw new Error('seed: no company to deliver to');
  const run: Run = {
    tx,
    random,
    plans,
    payer: { userId: adminId, companyId },
    pending: new Map(),
    made: new Map(),
  };
  // The moves of one kind that follow one another are taken together, as a step's write takes
  // many orders; but a final payment alone, as it refunds the overpaid before it charges.
  for (const plan of plans) {
    for (const [move, at] of plan.at) {
      const take = (batch: readonly Planned[]) => {
        const taking = { ...run, plans: batch };
        return isNode(move)
          ? trackStep(taking, move, move.startsWith('track1') ? 0 : 1)
          : STEP_RUNNERS[move](taking, contact);
      };
      timeline.at(at, {
        kind: move === 'payFinal' ? `${move}:${plan.id}` : move,
        item: plan,
        take,
      });
    }
  }
  return plans.map(({ id, orderNo, stage, at }) => ({
    id,
    orderNo,
    stage,
    receivedAt: at.get('receive2') ?? at.get('receive1'),
  }));
};

/** Drives the company's orders (`scheduleOrders`) on a timeline of their own. */
export const driveOrders = async (
  tx: SandboxTx,
  random: Random,
  now: Date,
  company: { drafts: readonly OrderDraft[]; companyId: number; adminId: number },
): Promise<void> => {
  const timeline = createTimeline();
  await scheduleOrders(timeline, tx, random, now, company);
  await timeline.run();
};
