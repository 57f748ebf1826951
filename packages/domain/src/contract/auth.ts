import { z } from 'zod';
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

/** Certification states of a user's company. Only 2 counts as verified (spec section 4). */
export const EXAMINE_STATE = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;

/** The user as the server describes it (spec section 3, "User info from the server"). */
export const userInfo = z.object({
  uid: z.number().int(),
  /** The login name: a mainland mobile number. */
  username: z.string(),
  realname: z.string(),
  /** 1 buyer. */
  userType: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** 1 for the company's administrator. */
  isAdministrators: flag,
  /** Master notification switch and its three channels. */
  isPush: flag,
  pushApp: flag,
  pushDx: flag,
  pushWx: flag,
  userExamineState: z.number().int(),
  isFinishPcGuide: flag,
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResponse = z.object({ token: z.string().min(1), user: userInfo });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The user as kept in browser storage (spec section 3, "Stored user info"). */
export const storedUser = z.object({
  username: z.string(),
  uid: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  examineState: z.number().int(),
  isAdministrators: flag,
});
export type StoredUser = z.infer<typeof storedUser>;
