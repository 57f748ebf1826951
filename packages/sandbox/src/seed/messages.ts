import type { ReminderCode } from '@mall/domain/contract';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import type { ORDER_STAGES } from '../db/schema.ts';
import {
  READ_STATUS,
  messageJumps,
  messageSettings,
  messageTypes,
  messages,
  reminders,
} from '../db/schema.ts';
import type { OrderEvent, OrderEventMoments } from '../messages/announced.ts';
import { MESSAGE_EVENTS, REMINDER_EVENTS, orderEventMoments } from '../messages/announced.ts';
import type { Random } from '../random.ts';
import type { Timeline } from './timeline.ts';

type OrderStage = (typeof ORDER_STAGES)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const MESSAGE_TYPES = [
  { id: 1, title: '订单消息' },
  { id: 2, title: '询价消息' },
  { id: 3, title: '竞拍消息' },
  { id: 4, title: '系统通知' },
];

const MESSAGE_SETTINGS = [
  { id: 11, typeId: 1, title: '订单状态变更通知' },
  { id: 12, typeId: 1, title: '发货与物流通知' },
  { id: 13, typeId: 1, title: '付款与开票通知' },
  { id: 21, typeId: 2, title: '询价受理通知' },
  { id: 22, typeId: 2, title: '询价报价通知' },
  { id: 31, typeId: 3, title: '竞拍开始提醒' },
  { id: 32, typeId: 3, title: '竞拍结果通知' },
  { id: 41, typeId: 4, title: '平台公告' },
  { id: 42, typeId: 4, title: '账号与认证通知' },
];

const JUMPS = [
  { bizCode: 'ORDER_TO_SUBMIT', usePage: 'orderToBeSubmit-order-0', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_STOCKING', usePage: 'orderInStock-order-1', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_PAID', usePage: 'orderToBeDelivery-order-2', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_SHIPPED', usePage: 'orderToBeReceipt-order-3', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_INVOICED', usePage: 'orderToBeInvoiced-order-4', jumpParams: ['orderNo'] },
  { bizCode: 'INQUIRY_ACCEPTED', usePage: 'queryList', jumpParams: [] },
  { bizCode: 'INQUIRY_QUOTED', usePage: 'queryList', jumpParams: ['orderNo'] },
  { bizCode: 'AUCTION', usePage: 'promotionList', jumpParams: [] },
  { bizCode: 'AUCTION_LOT', usePage: 'activityFollow', jumpParams: ['lotNo'] },
  { bizCode: 'AUCTION_RESERVED', usePage: 'otherPreBook', jumpParams: ['activityId'] },
  { bizCode: 'CERTIFIED', usePage: 'companyInfo', jumpParams: [] },
];

/**
 * The message types, their sub-settings and the jump map: fixed data, added where missing on
 * every start so that older databases get them too.
 */
export const seedMessageCatalogue = async (db: SandboxDb): Promise<void> => {
  await db.insert(messageTypes).values(MESSAGE_TYPES).onConflictDoNothing();
  await db.insert(messageSettings).values(MESSAGE_SETTINGS).onConflictDoNothing();
  await db.insert(messageJumps).values(JUMPS).onConflictDoNothing();
};

type Template = {
  typeId: number;
  title: string;
  /** Safe HTML; `#` stands for the order number. */
  content: string;
  /** '' for a message that leads nowhere. */
  bizCode: string;
  /** The stage of the order it is about, if any. */
  stage?: OrderStage;
};

const TEMPLATES: readonly Template[] = [
  {
    typeId: 1,
    title: '订单已发货',
    content: '<p>您的订单 <b>#</b> 已发货，请注意查收</p>',
    bizCode: 'ORDER_SHIPPED',
    stage: 'toBeReceipt',
  },
  {
    typeId: 2,
    title: '询价已报价',
    content: '<p>您的询价已报价，请在订单 <b>#</b> 中确认并提交</p>',
    bizCode: 'INQUIRY_QUOTED',
    stage: 'toBeSubmitted',
  },
  {
    typeId: 1,
    title: '订单付款成功',
    content: '<p>订单 <b>#</b> 已付款成功，仓库正在安排发货</p>',
    bizCode: 'ORDER_PAID',
    stage: 'saleDelivery',
  },
  {
    typeId: 3,
    title: '竞拍即将开始',
    content: '<p><b>A00铝锭专场</b> 竞拍将于今日 14:00 开始，请提前缴纳保证金</p>',
    bizCode: 'AUCTION',
  },
  {
    typeId: 1,
    title: '订单已开始生产',
    content: '<p>订单 <b>#</b> 已开始生产，请留意备货进度</p>',
    bizCode: 'ORDER_STOCKING',
    stage: 'stocking',
  },
  {
    typeId: 4,
    title: '平台公告',
    content: '<p>春节期间（2月14日至2月22日）仓库暂停发货，<b>2月23日</b> 起恢复</p>',
    bizCode: '',
  },
  {
    typeId: 2,
    title: '询价已受理',
    content: '<p>您提交的 <b>5052铝板</b> 询价已受理，业务员将尽快报价</p>',
    bizCode: 'INQUIRY_ACCEPTED',
  },
  {
    typeId: 1,
    title: '报价订单待提交',
    content: '<p>订单 <b>#</b> 已报价，请尽快确认并提交</p>',
    bizCode: 'ORDER_TO_SUBMIT',
    stage: 'toBeSubmitted',
  },
  {
    typeId: 3,
    title: '竞拍成交',
    content: '<p>恭喜，您在 <b>6061铝板专场</b> 的出价已成交，请在 24 小时内下单</p>',
    bizCode: 'AUCTION',
  },
  {
    typeId: 1,
    title: '发票已开具',
    content: '<p>订单 <b>#</b> 的增值税专用发票已开具，请注意查收</p>',
    bizCode: 'ORDER_INVOICED',
    stage: 'completed',
  },
  {
    typeId: 4,
    title: '企业认证已通过',
    content: '<p>您的企业认证已通过，现在可以查看价格、询价和下单</p>',
    bizCode: 'CERTIFIED',
  },
];

/** Messages of a user, newest first: `total` of them, the newest `unread` unread. */
export type Inbox = { total: number; unread: number };

/** The demo company's orders, by number, with the stage each ends in. */
export type SeededOrders = { companyId: number; stageOf: ReadonlyMap<string, OrderStage> };

/**
 * The company's orders of `stage` (any stage for a quote's order, which ends where it was made)
 * whose `event` happened by `moment`, in number order.
 */
const announceable = (
  moments: OrderEventMoments,
  { companyId, stageOf }: SeededOrders,
  event: OrderEvent,
  stage: OrderStage | null,
  moment: Date,
): string[] =>
  [...moments]
    .filter(([orderNo, order]) => {
      const at = order.events[event];
      return (
        order.companyId === companyId &&
        at !== undefined &&
        at.getTime() <= moment.getTime() &&
        (event === 'quoted' || stage === null || stageOf.get(orderNo) === stage)
      );
    })
    .map(([orderNo]) => orderNo)
    .toSorted();

/** A message of the inbox, at its moment. */
type Planned = { userId: number; index: number; unread: boolean; at: Date };

/** The templates about no order: what a message becomes when no order's event came before it. */
const ABOUT_NO_ORDER = TEMPLATES.filter(({ stage }) => !stage);

/**
 * The `index`-th message's template and the order it names: the templates in turn; one about an
 * order that has no order to name (`subjectOf`) gives way to the next about an order that has
 * one, else to one about no order.
 */
const chooseTemplate = (
  index: number,
  subjectOf: (template: Template) => string | undefined,
): { template: Template; orderNo?: string } => {
  const rotation = [...TEMPLATES.slice(index % TEMPLATES.length), ...TEMPLATES];
  const cycled = rotation[0];
  if (!cycled) throw new Error('seed: no message template');
  if (!cycled.stage) return { template: cycled };
  for (const template of rotation) {
    const orderNo = template.stage ? subjectOf(template) : undefined;
    if (orderNo) return { template, orderNo };
  }
  return { template: ABOUT_NO_ORDER[index % ABOUT_NO_ORDER.length] ?? cycled };
};

/**
 * Schedules the users' inboxes on `timeline`: the templates in turn, so that every type has
 * messages, each written at its moment, 7 h apart give or take up to 5 h. One about an order names
 * an order of its stage whose event it announces (MESSAGE_EVENTS) already happened and that the
 * user was not told of yet, drawn; when there is none, it is the next template about an order
 * that has one, else one about no order. The messages that follow one another are written
 * together.
 */
export const scheduleInbox = (
  timeline: Timeline,
  tx: SandboxTx,
  random: Random,
  now: Date,
  orders: SeededOrders,
  inboxes: readonly { userId: number; inbox: Inbox }[],
): void => {
  /** What the inboxes already announced: each order's event once to each user. */
  const announced = new Set<string>();
  const take = async (batch: readonly Planned[]) => {
    const moments = await orderEventMoments(tx);
    /** The order the template can announce to the recipient at `at`, drawn; none if none. */
    const subjectOf = (template: Template, recipient: number, at: Date) => {
      const event = MESSAGE_EVENTS[template.bizCode];
      if (!event) return undefined;
      const candidates = announceable(moments, orders, event, template.stage ?? null, at).filter(
        (candidate) => !announced.has(`${recipient} ${template.bizCode} ${candidate}`),
      );
      return candidates.length > 0 ? random.pick(candidates) : undefined;
    };
    const rows = batch.map(({ userId: recipient, index, unread: isUnread, at }) => {
      const { template, orderNo } = chooseTemplate(index, (next) => subjectOf(next, recipient, at));
      if (orderNo) announced.add(`${recipient} ${template.bizCode} ${orderNo}`);
      const jumpParams: Record<string, string> = orderNo ? { orderNo } : {};
      return {
        typeId: template.typeId,
        title: template.title,
        bizCode: template.bizCode,
        userId: recipient,
        content: orderNo ? template.content.replace('#', orderNo) : template.content,
        jumpParams,
        intime: at,
        readStatus: isUnread ? READ_STATUS.unread : READ_STATUS.read,
      };
    });
    await tx.insert(messages).values(rows);
  };
  for (const { userId, inbox } of inboxes) {
    for (let index = 0; index < inbox.total; index++) {
      const at = new Date(now.getTime() - (index * 7 + random.int(1, 6)) * HOUR_MS);
      timeline.at(at, {
        kind: 'message',
        item: { userId, index, unread: index < inbox.unread, at },
        take,
      });
    }
  }
};

/** Reminders the demo administrator has already seen, for 我的提醒: one a day before today's. */
const SEEN_REMINDERS: readonly [ReminderCode, OrderStage | null][] = [
  ['001', null],
  ['007', null],
  ['011', null],
  ['012', null],
  ['016', null],
  ['004', 'stocking'],
  ['013', 'stocking'],
  ['005', 'saleDelivery'],
  ['015', 'toBeReceipt'],
  // After the inquiry's quote order was made (6 days ago).
  ['003', 'toBeSubmitted'],
  ['017', 'toBeSubmitted'],
  ['019', 'saleDelivery'],
];

/** Reminders not yet seen, oldest first, each naming every order of its stage it can. */
const PENDING_REMINDERS: readonly [ReminderCode, OrderStage | null][] = [
  ['003', 'toBeSubmitted'],
  ['005', 'saleDelivery'],
  ['016', null],
];

/**
 * Schedules the demo administrator's reminders on `timeline`: a seen history (one a day before
 * today's, naming the first order of its stage whose event the code announces, REMINDER_EVENTS,
 * had happened by then) and three not yet seen, hours ago (naming every such order). Each is
 * written at its moment.
 */
export const scheduleReminders = (
  timeline: Timeline,
  tx: SandboxTx,
  now: Date,
  orders: SeededOrders,
  userId: number,
): void => {
  const raise = (
    [actionCode, stage]: readonly [ReminderCode, OrderStage | null],
    happenTime: Date,
    seen: boolean,
  ) =>
    timeline.at(happenTime, async () => {
      const named = stage
        ? announceable(
            await orderEventMoments(tx),
            orders,
            REMINDER_EVENTS[actionCode] ?? 'placed',
            stage,
            happenTime,
          )
        : [];
      await tx.insert(reminders).values({
        userId,
        actionCode,
        businessMsg: (seen ? named.slice(0, 1) : named).join(','),
        happenTime,
        consumedAt: seen ? new Date(happenTime.getTime() + HOUR_MS) : null,
      });
    });
  SEEN_REMINDERS.forEach((reminder, index) =>
    raise(reminder, new Date(now.getTime() - (SEEN_REMINDERS.length - index) * DAY_MS), true),
  );
  PENDING_REMINDERS.forEach((reminder, index) =>
    raise(reminder, new Date(now.getTime() - (PENDING_REMINDERS.length - index) * HOUR_MS), false),
  );
};
