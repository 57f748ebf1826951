import {
  accountInfo,
  accountPaths,
  windowConfig,
  type AccountInfo,
  type AccountUpdate,
  type WindowConfigUpdate,
} from '../contract/account.ts';
import { paths } from '../contract/index.ts';
import { passwordPaths } from '../contract/password.ts';
import type { ChangePasswordRequest } from '../contract/password.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

/**
 * The calls of the buyer's own account: 修改密码 (contract/password.ts), 账号信息 and the
 * preferences (contract/account.ts). Made inside the account stores' factories, so it loads with
 * their pages.
 */
export const createAccountService = (http: HttpClient) => ({
  /** Changes the login password; the mall then ends every session of the account. */
  changePassword: async (request: ChangePasswordRequest): Promise<void> => {
    await http.post(passwordPaths.change, anyData, request);
  },
  info: (): Promise<AccountInfo> => http.get(paths.user.info, accountInfo),
  rename: async (realname: string): Promise<void> => {
    await http.post(paths.user.updateInfo, anyData, { realname });
  },
  update: async (update: AccountUpdate): Promise<void> => {
    await http.put(accountPaths.updateAccount, anyData, update);
  },
  /** The value kept under `code`, or null. Quiet: a preference that cannot be read is not kept. */
  preference: async (code: string): Promise<string | null> =>
    (
      await http.get(`${accountPaths.windowConfig}/${encodeURIComponent(code)}`, windowConfig, {
        quiet: true,
      })
    ).value,
  /** Keeps a preference; quiet, as the choice already took effect on screen. */
  keepPreference: async (update: WindowConfigUpdate): Promise<void> => {
    await http.put(accountPaths.windowConfig, anyData, update, { quiet: true });
  },
});
export type AccountService = ReturnType<typeof createAccountService>;
