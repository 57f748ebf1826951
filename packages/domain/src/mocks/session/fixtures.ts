import { QR_CODE_TTL_SECONDS } from '../../contract/index.ts';
import type {
  CheckUserResult,
  LoginResponse,
  QrCode,
  QrCodeInfo,
  ThirdCheckResult,
  UserInfo,
} from '../../contract/index.ts';

/** The session's fixtures: the demo users, logins, registration, the QR code and WeChat checks. */

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
  headpic: null,
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
    headpic: null,
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
    headpic: null,
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
