import type {
  CartCounts,
  HotSearchKeys,
  LoginResponse,
  MessageCount,
  OrderCounts,
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
