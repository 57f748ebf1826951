import * as z from 'zod/mini';
import { confirmPassword, newPassword, passwordsMatch } from './gateway.ts';
import { loginPassword } from './validation.ts';

/**
 * 修改密码 (userUpdatePassword; spec section 7, "User and finance": POST
 * /user/changeLoginPassword). Chosen: the old password is checked (a wrong one is body code 400
 * with WRONG_OLD_PASSWORD, shown at its field); the new one follows the registration form's
 * rule; a change ends every session of the account, so the buyer logs in again.
 */
export const passwordPaths = { change: '/user/changeLoginPassword' } as const;

export const WRONG_OLD_PASSWORD = '原密码不正确';
export const SAME_PASSWORD = '新密码不能与原密码相同';

/** POST changeLoginPassword. */
export const changePasswordRequest = z.object({
  oldPassword: loginPassword,
  password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The form: the request plus the repeated new password. */
export const changePasswordForm = z
  .extend(changePasswordRequest, { confirmPassword })
  .check(passwordsMatch);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
