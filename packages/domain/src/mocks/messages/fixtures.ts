import type {
  JumpMapEntry,
  Message,
  MessageCount,
  MessageSettingType,
  MessageType,
  Page,
  ReminderAction,
  ReminderRecord,
} from '../../contract/index.ts';

/** The message centre's fixtures: unread counts, messages, jump targets, settings and reminders. */

export const messageCount: MessageCount = { unreadCount: 7 };

/** The message centre's tabs; their unread counts add up to `messageCount`. */
export const messageTypes: MessageType[] = [
  { typeId: 1, title: '询价消息', unreadCount: 2 },
  { typeId: 2, title: '订单消息', unreadCount: 4 },
  { typeId: 3, title: '系统通知', unreadCount: 1 },
];

const orderMessage = (
  id: number,
  title: string,
  content: string,
  intime: string,
  readStatus: Message['readStatus'],
  bizCode: string,
  orderNo: string,
): Message => ({
  id,
  title,
  content,
  intime,
  readStatus,
  bizCode,
  jumpParams: JSON.stringify({ orderNo }),
});

/** The first page of 订单消息 (page size 10, 23 in all), newest first; the first four unread. */
export const messagePage: Page<Message> = {
  total: 23,
  rows: [
    orderMessage(
      231,
      '订单已发货',
      '<p>您的订单 XS20260313008（6061-T6 铝板 12.000 吨）已从佛山仓发货，请注意查收。</p>',
      '2026-03-13 16:42:05',
      2,
      'ORDER_DELIVERED',
      'XS20260313008',
    ),
    orderMessage(
      230,
      '定金审核通过',
      '<p>订单 XS20260312015 的定金 ¥48,552.00 已审核通过，工厂开始备货。</p>',
      '2026-03-13 11:08:37',
      2,
      'ORDER_STOCKING',
      'XS20260312015',
    ),
    orderMessage(
      229,
      '报价订单待提交',
      '<p>询价单 XJ20260312003（5052-H32 铝卷）已报价，请尽快提交订单。</p>',
      '2026-03-12 17:30:12',
      2,
      'ORDER_TO_SUBMIT',
      'XS20260312011',
    ),
    orderMessage(
      228,
      '尾款待支付',
      '<p>订单 XS20260310006 已完成生产，请支付尾款 ¥126,480.00。</p>',
      '2026-03-12 09:15:44',
      2,
      'ORDER_FINAL_PAY',
      'XS20260310006',
    ),
    orderMessage(
      227,
      '订单已签收',
      '<p>订单 XS20260305002（1060 铝板 8.500 吨）已确认签收。</p>',
      '2026-03-11 14:20:09',
      1,
      'ORDER_RECEIVED',
      'XS20260305002',
    ),
    orderMessage(
      226,
      '订单已发货',
      '<p>您的订单 XS20260306004（6063 型材 5.260 吨）已从无锡仓发货。</p>',
      '2026-03-10 10:02:51',
      1,
      'ORDER_DELIVERED',
      'XS20260306004',
    ),
    orderMessage(
      225,
      '定金审核通过',
      '<p>订单 XS20260306004 的定金 ¥21,060.00 已审核通过。</p>',
      '2026-03-07 15:36:28',
      1,
      'ORDER_STOCKING',
      'XS20260306004',
    ),
    orderMessage(
      224,
      '开票申请已受理',
      '<p>订单 XS20260228009 的开票申请已受理，发票将在 3 个工作日内开具。</p>',
      '2026-03-06 09:48:03',
      1,
      'ORDER_INVOICE',
      'XS20260228009',
    ),
    orderMessage(
      223,
      '报价订单待提交',
      '<p>询价单 XJ20260304001（3003 铝卷）已报价，请尽快提交订单。</p>',
      '2026-03-05 16:11:19',
      1,
      'ORDER_TO_SUBMIT',
      'XS20260305002',
    ),
    orderMessage(
      222,
      '订单已付款',
      '<p>订单 XS20260228009 已全额付款，等待发货。</p>',
      '2026-03-04 13:27:55',
      1,
      'ORDER_PAID',
      'XS20260228009',
    ),
  ],
};

/** The header drop-down: the five newest messages. */
export const latestMessages: Message[] = messagePage.rows.slice(0, 5);

/** Where each bizCode leads. */
export const jumpMap: JumpMapEntry[] = [
  { bizCode: 'ORDER_DELIVERED', usePage: 'orderToBeReceipt-order-1', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_STOCKING', usePage: 'orderInStock-order', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_TO_SUBMIT', usePage: 'orderToBeSubmit', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_FINAL_PAY', usePage: 'orderToBeSupplemented-order-1', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_RECEIVED', usePage: 'orderToBeInvoiced', jumpParams: [] },
  { bizCode: 'ORDER_INVOICE', usePage: 'orderToBeInvoiced-order-2', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_PAID', usePage: 'orderToBeDelivery', jumpParams: ['orderNo'] },
  { bizCode: 'INQUIRY_QUOTED', usePage: 'queryList-inquiry-1', jumpParams: ['inquiryNo'] },
];

/** The notification settings tree; 系统通知 is switched off. */
export const messageSettings: MessageSettingType[] = [
  {
    typeId: 1,
    title: '询价消息',
    enable: 1,
    messageSettingList: [
      { messageSettingId: 101, messageTitle: '询价已受理', receive: 1 },
      { messageSettingId: 102, messageTitle: '询价已报价', receive: 1 },
    ],
  },
  {
    typeId: 2,
    title: '订单消息',
    enable: 1,
    messageSettingList: [
      { messageSettingId: 201, messageTitle: '定金审核通过', receive: 1 },
      { messageSettingId: 202, messageTitle: '订单已发货', receive: 0 },
      { messageSettingId: 203, messageTitle: '尾款待支付', receive: 1 },
    ],
  },
  {
    typeId: 3,
    title: '系统通知',
    enable: 0,
    messageSettingList: [{ messageSettingId: 301, messageTitle: '平台公告', receive: 0 }],
  },
];

/** Two reminders waiting: an inquiry quoted, and an order that went into production. */
export const reminderActions: ReminderAction[] = [
  { actionCode: '012', happenTime: '2026-03-13 09:30:00', businessMsg: 'XJ20260313002' },
  {
    actionCode: '013',
    happenTime: '2026-03-13 10:05:12',
    businessMsg: 'XS20260312015,XS20260312016',
  },
];

/** 我的提醒: the first page (10 a page) of 13 reminders, newest first; the first two not seen. */
export const reminderHistoryPage: Page<ReminderRecord> = {
  total: 13,
  rows: (
    [
      ['013', 'XS20260312015,XS20260312016'],
      ['012', 'XJ20260313002'],
      ['016', ''],
      ['005', 'XS20260311007'],
      ['004', 'XS20260310006'],
      ['003', 'XS20260309004'],
      ['007', ''],
      ['011', 'XJ20260306001'],
      ['015', 'XS20260305002'],
      ['001', ''],
    ] as const
  ).map(([actionCode, businessMsg], index) => ({
    id: 300 - index,
    actionCode,
    businessMsg,
    happenTime: `2026-03-${String(13 - index).padStart(2, '0')} 10:05:12`,
    consumed: index < 2 ? 0 : 1,
  })),
};
