import { QR_CODE_TTL_SECONDS } from '../contract/index.ts';
import type {
  CartCounts,
  CheckUserResult,
  HotSearchKeys,
  LoginResponse,
  MessageCount,
  OrderCounts,
  QrCode,
  QrCodeInfo,
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
