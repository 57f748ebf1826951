import { passwordPaths } from '../contract/password.ts';
import type { ChangePasswordRequest } from '../contract/password.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

/**
 * The calls of the buyer's own account: 修改密码 (contract/password.ts). Made inside the account
 * stores' factories, so it loads with their pages.
 */
export const createAccountService = (http: HttpClient) => ({
  /** Changes the login password; the mall then ends every session of the account. */
  changePassword: async (request: ChangePasswordRequest): Promise<void> => {
    await http.post(passwordPaths.change, anyData, request);
  },
});
export type AccountService = ReturnType<typeof createAccountService>;
