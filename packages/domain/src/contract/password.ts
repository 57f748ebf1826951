import * as z from 'zod/mini';
import { confirmPassword, newPassword, passwordsMatch } from './gateway.ts';

/**
 * 修改密码 (userUpdatePassword; spec section 7, "User and finance": POST
 * /user/changeLoginPassword). Chosen: the old password is checked (a wrong one is body code 400
 * with WRONG_OLD_PASSWORD, shown at its field); the new one follows the registration form's
 * rule; a change ends every session of the account, so the buyer logs in again.
 */
export const passwordPaths = { change: '/user/changeLoginPassword' } as const;

export const WRONG_OLD_PASSWORD = '原密码不正确';
export const SAME_PASSWORD = '新密码不能与原密码相同';

/** What the buyer is told once the password is changed, on the login page. */
export const PASSWORD_CHANGED = '密码已修改，请使用新密码重新登录';

/** The old password as the login form takes it (any non-empty text up to 32 characters). */
const oldPassword = z
  .string()
  .check(z.minLength(1, '请输入原密码'), z.maxLength(32, '原密码不能超过 32 位'));

/** POST changeLoginPassword. */
export const changePasswordRequest = z.object({
  oldPassword,
  password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The new password must differ from the old one; the message stands under the new one. */
const passwordChanged = z.refine<{ oldPassword: string; password: string }>(
  (form) => form.oldPassword === '' || form.password !== form.oldPassword,
  { error: SAME_PASSWORD, path: ['password'] },
);

/** The form: the request plus the repeated new password. */
export const changePasswordForm = z
  .extend(changePasswordRequest, { confirmPassword })
  .check(passwordsMatch, passwordChanged);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
