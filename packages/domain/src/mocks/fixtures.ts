import { QR_CODE_TTL_SECONDS } from '../contract/index.ts';
import type {
  CartCounts,
  CheckUserResult,
  CustomerServiceToken,
  HotSearchKeys,
  JumpMapEntry,
  Message,
  MessageSettingType,
  MessageType,
  LoginResponse,
  MessageCount,
  OrderCounts,
  Page,
  QrCode,
  QrCodeInfo,
  ReminderAction,
  ThirdCheckResult,
  TodayLvPrice,
  UserInfo,
} from '../contract/index.ts';

const certifiedAdmin: UserInfo = {
  uid: 10001,
  username: '13826081234',
  realname: '陈志强',
  userType: 1,
  companyId: 2001,
  companyName: '佛山市南海区鑫铝金属材料有限公司',
  isAdministrators: 1,
  isPush: 1,
  pushApp: 1,
  pushDx: 1,
  pushWx: 1,
  userExamineState: 2,
  isFinishPcGuide: 1,
};

/** The demo users of the four roles (ARCHITECTURE.md, "Sandbox"). */
export const users = {
  /** Certified company, administrator. */
  certifiedAdmin,
  /** Same company, an employee. */
  certifiedStaff: {
    ...certifiedAdmin,
    uid: 10002,
    username: '13926085678',
    realname: '林晓燕',
    isAdministrators: 0,
    pushWx: 0,
  },
  /** Company certification submitted, still under review; guide done. */
  uncertified: {
    uid: 10003,
    username: '13771102468',
    realname: '王建国',
    userType: 1,
    companyId: 2002,
    companyName: '无锡市锡山区恒通铝业有限公司',
    isAdministrators: 1,
    isPush: 1,
    pushApp: 1,
    pushDx: 0,
    pushWx: 0,
    userExamineState: 1,
    isFinishPcGuide: 1,
  },
  /** Just registered: no company, guide not done. */
  newUser: {
    uid: 10004,
    username: '15038719753',
    realname: '赵文静',
    userType: 1,
    companyId: null,
    companyName: null,
    isAdministrators: 0,
    isPush: 0,
    pushApp: 0,
    pushDx: 0,
    pushWx: 0,
    userExamineState: 0,
    isFinishPcGuide: 0,
  },
} satisfies Record<string, UserInfo>;

export const loginResponse: LoginResponse = {
  token: 'mock-token-certified-admin',
  user: users.certifiedAdmin,
};

/** Registration logs the new user in; the guide comes next. */
export const registerResponse: LoginResponse = {
  token: 'mock-token-new-user',
  user: users.newUser,
};

/** GET /user/check/user: a number free to register, and one that already has an account. */
export const checkUserResults = {
  available: { available: true },
  taken: { available: false },
} satisfies Record<string, CheckUserResult>;

/** A QR login code, living the contract's 120 s. */
export const qrCode: QrCode = {
  code: 'qr-7c1e9a52',
  content: 'https://m.mall.example/scan-login?code=qr-7c1e9a52',
  expiresIn: QR_CODE_TTL_SECONDS,
};

/** The QR code's status as polled: not scanned, scanned, confirmed by the certified admin, expired. */
export const qrCodeInfos = {
  waiting: { codeStatus: 'WAITING', token: null, roleUser: null },
  scanned: { codeStatus: 'SCANNED', token: null, roleUser: null },
  confirmed: {
    codeStatus: 'CONFIRMED',
    token: 'mock-token-qr-certified-admin',
    roleUser: users.certifiedAdmin,
  },
  expired: { codeStatus: 'EXPIRED', token: null, roleUser: null },
} satisfies Record<string, QrCodeInfo>;

/** A WeChat identity already bound to the certified admin, and a new one. */
export const thirdCheckResults = {
  bound: {
    isCheck: 1,
    user: { unionid: 'wx-union-10001', openid: 'wx-open-10001', nickname: '陈志强' },
  },
  unbound: {
    isCheck: 0,
    user: { unionid: 'wx-union-new-88', openid: 'wx-open-new-88', nickname: '铝材采购 小周' },
  },
} satisfies Record<string, ThirdCheckResult>;

/** Open total 14 (all but applied-invoiced and invoicing). */
export const orderCounts: OrderCounts = {
  toBeSubmitted: 2,
  firstPayment: 1,
  stocking: 3,
  final: 1,
  saleDelivery: 2,
  toBeReceipt: 1,
  toInvoice: 4,
  aplliedInvoiced: 2,
  invoicing: 1,
};

export const cartCounts: CartCounts = { cash: 3, sold: 1, spot: 5 };

export const messageCount: MessageCount = { unreadCount: 7 };

const trend = [
  ['2026-03-02', '19420.00'],
  ['2026-03-03', '19510.00'],
  ['2026-03-04', '19380.00'],
  ['2026-03-05', '19650.00'],
  ['2026-03-06', '19820.00'],
  ['2026-03-09', '19760.00'],
  ['2026-03-10', '20010.00'],
  ['2026-03-11', '20180.00'],
  ['2026-03-12', '20050.00'],
  ['2026-03-13', '20230.00'],
] as const;

/** A00 aluminium over ten trading days, CNY per tonne; today is the last day. */
export const todayLvPrice: TodayLvPrice = {
  date: '2026-03-13',
  price: '20230.00',
  change: '180.00',
  trend: trend.map(([date, price]) => ({ date, price })),
};

export const hotSearchKeys: HotSearchKeys = [
  '6061-T6 铝板',
  '5052 铝卷',
  '1060 铝板',
  '6063 型材',
  '3003 铝卷',
  'A00 铝锭',
  '8011 铝箔',
];

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

export const customerServiceToken: CustomerServiceToken = {
  token: 'cs-token-10001',
  uid: 10001,
  name: '佛山市南海区鑫铝金属材料有限公司-陈志强',
  mobile: '13826081234',
};
