import * as z from 'zod/mini';
import { flag } from './envelope.ts';
import { loginPassword, mobileNumber } from './validation.ts';

/** The login port is fixed to 4 for the PC client (spec section 3). */
export const LOGIN_PORT = 4;

export const loginRequest = z.object({
  username: mobileNumber,
  password: loginPassword,
  port: z.literal(LOGIN_PORT),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The user as the server describes it (spec section 3, "User info from the server"). */
export const userInfo = z.object({
  uid: z.int(),
  /** The login name: a mainland mobile number. */
  username: z.string(),
  realname: z.string(),
  /** 1 buyer. */
  userType: z.int(),
  companyId: z.nullable(z.int()),
  companyName: z.nullable(z.string()),
  /** 1 for the company's administrator. */
  isAdministrators: flag,
  /** Master notification switch and its three channels. */
  isPush: flag,
  pushApp: flag,
  pushDx: flag,
  pushWx: flag,
  userExamineState: z.int(),
  isFinishPcGuide: flag,
  /**
   * Chosen (the spec lists no avatar among the user's fields, though updateAccount sets one):
   * the avatar's uploaded file id, as text, or null before one is set. The header and 账号信息
   * show it from `userFileUrl` (contract/session.ts).
   */
  headpic: z.nullable(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResponse = z.object({ token: z.string().check(z.minLength(1)), user: userInfo });
export type LoginResponse = z.infer<typeof loginResponse>;
