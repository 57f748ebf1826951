import * as z from 'zod/mini';

/**
 * Field rules shared by the client's forms and the sandbox's request validation, with the
 * Chinese messages shown at the field. The spec leaves form validation open ("not shown");
 * these are the rules chosen for Chinese buyers.
 */

/** A mainland China mobile number: 11 digits starting 13–19. */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const mobileNumber = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, '请输入手机号'),
    z.regex(MOBILE_PATTERN, '请输入正确的 11 位手机号'),
  );

/** The password typed at login: only required (old accounts may predate the current rules). */
export const loginPassword = z
  .string()
  .check(z.minLength(1, '请输入密码'), z.maxLength(32, '密码不能超过 32 位'));

/** The password login form. */
export const loginForm = z.object({ username: mobileNumber, password: loginPassword });
export type LoginForm = z.infer<typeof loginForm>;
