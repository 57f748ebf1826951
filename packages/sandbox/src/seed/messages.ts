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
import type { Random } from '../random.ts';

type OrderStage = (typeof ORDER_STAGES)[number];
/** An order of the demo company, as the message seed refers to it. */
export type SeededOrder = { orderNo: string; stage: OrderStage };

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
    stage: 'invoicing',
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

const orderNoOf = (random: Random, orders: readonly SeededOrder[], stage: OrderStage): string =>
  random.pick(orders.filter((order) => order.stage === stage)).orderNo;

/** The templates in turn, so that every type has messages; order numbers are drawn. */
export const seedInbox = async (
  tx: SandboxTx,
  random: Random,
  now: Date,
  orders: readonly SeededOrder[],
  userId: number,
  { total, unread }: Inbox,
): Promise<void> => {
  const rows = Array.from({ length: total }, (_, index) => {
    const cycled = TEMPLATES[index % TEMPLATES.length];
    if (!cycled) throw new Error('seed: no message template');
    const { stage, content, ...template } = cycled;
    const orderNo = stage && orderNoOf(random, orders, stage);
    const jumpParams: Record<string, string> = orderNo ? { orderNo } : {};
    return {
      ...template,
      userId,
      content: orderNo ? content.replace('#', orderNo) : content,
      jumpParams,
      // Strictly newer by index: 7 h apart, give or take up to 5 h.
      intime: new Date(now.getTime() - (index * 7 + random.int(1, 6)) * HOUR_MS),
      readStatus: index < unread ? READ_STATUS.unread : READ_STATUS.read,
    };
  });
  await tx.insert(messages).values(rows);
};

/** Reminders the demo administrator has already seen, for 我的提醒: one a day before today's. */
const SEEN_REMINDERS: readonly [ReminderCode, OrderStage | null][] = [
  ['001', null],
  ['007', null],
  ['011', null],
  ['012', null],
  ['003', 'toBeSubmitted'],
  ['004', 'stocking'],
  ['013', 'stocking'],
  ['005', 'saleDelivery'],
  ['015', 'toBeReceipt'],
  ['016', null],
  ['017', 'toBeSubmitted'],
  ['019', 'saleDelivery'],
];

/** Reminders of the demo administrator: three not yet seen (oldest first) and a seen history. */
export const seedReminders = async (
  tx: SandboxTx,
  now: Date,
  orders: readonly SeededOrder[],
  userId: number,
): Promise<void> => {
  const orderNos = (stage: OrderStage) =>
    orders
      .filter((order) => order.stage === stage)
      .map(({ orderNo }) => orderNo)
      .join(',');
  const pending: readonly [ReminderCode, string][] = [
    ['003', orderNos('toBeSubmitted')],
    ['005', orderNos('saleDelivery')],
    ['016', ''],
  ];
  const firstOf = (stage: OrderStage | null) => (stage ? orderNos(stage).split(',')[0] : '');
  await tx.insert(reminders).values([
    ...SEEN_REMINDERS.map(([actionCode, stage], index) => {
      const happenTime = new Date(now.getTime() - (SEEN_REMINDERS.length - index) * DAY_MS);
      return {
        userId,
        actionCode,
        businessMsg: firstOf(stage) ?? '',
        happenTime,
        consumedAt: new Date(happenTime.getTime() + HOUR_MS),
      };
    }),
    ...pending.map(([actionCode, businessMsg], index) => ({
      userId,
      actionCode,
      businessMsg,
      happenTime: new Date(now.getTime() - (pending.length - index) * HOUR_MS),
    })),
  ]);
};
