import {
  checkUserResult,
  LOGIN_PORT,
  loginResponse,
  paths,
  qrCode,
  qrCodeInfo,
  SMS_SOURCE_TYPE,
  thirdCheckResult,
} from '../contract/index.ts';
import type {
  ForgetRequest,
  LoginRequest,
  LoginResponse,
  QrCode,
  QrCodeInfo,
  RegisterRequest,
  SendSmsQuery,
  SmsLoginQuery,
  ThirdCheckResult,
  ThirdLoginRequest,
  ThirdPartyType,
} from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

/** What the user types in the login form; the fixed port is added here. */
export type Credentials = Omit<LoginRequest, 'port'>;

/** Which number an SMS code goes to, and what for; the fixed sourceType is added here. */
type SmsRequest = Omit<SendSmsQuery, 'sourceType'>;

export const createAuthService = (http: HttpClient) => ({
  login: ({ username, password }: Credentials): Promise<LoginResponse> =>
    http.post(paths.auth.login, loginResponse, {
      username,
      password,
      port: LOGIN_PORT,
    } satisfies LoginRequest),

  sendSms: async ({ username, type }: SmsRequest): Promise<void> => {
    const params: SendSmsQuery = { username, type, sourceType: SMS_SOURCE_TYPE };
    await http.get(paths.auth.sendSms, anyData, { params });
  },

  smsLogin: ({ username, sms }: SmsLoginQuery): Promise<LoginResponse> =>
    http.get(paths.auth.smsLogin, loginResponse, { params: { username, sms } }),

  /** Whether `userName` (a mobile number) is still free to register. */
  checkUser: async (userName: string): Promise<boolean> =>
    (await http.get(paths.auth.checkUser, checkUserResult, { params: { userName } })).available,

  /** Creates the account and logs it in. */
  register: (request: RegisterRequest): Promise<LoginResponse> =>
    http.post(paths.auth.register, loginResponse, request),

  /** Sets a new password, proven by an SMS code. */
  forget: async (request: ForgetRequest): Promise<void> => {
    await http.post(paths.auth.forget, anyData, request);
  },

  qrGenerate: (): Promise<QrCode> => http.get(paths.auth.qrGenerate, qrCode),

  qrInfo: (code: string): Promise<QrCodeInfo> =>
    http.get(paths.auth.qrInfo, qrCodeInfo, { params: { code } }),

  /** Whether the identity behind the provider's `code` is bound to an account yet. */
  thirdCheck: (code: string, type: ThirdPartyType): Promise<ThirdCheckResult> =>
    http.get(paths.auth.thirdCheck, thirdCheckResult, { params: { code, type } }),

  thirdLogin: (request: ThirdLoginRequest): Promise<LoginResponse> =>
    http.post(paths.auth.thirdLogin, loginResponse, request),

  /** Marks the new-user guide as done for the logged-in user. */
  finishGuide: async (): Promise<void> => {
    await http.put(paths.auth.finishGuide, anyData);
  },
});
export type AuthService = ReturnType<typeof createAuthService>;
