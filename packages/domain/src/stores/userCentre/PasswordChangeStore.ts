import { makeAutoObservable, runInAction } from 'mobx';
import {
  PASSWORD_CHANGED,
  SAME_PASSWORD,
  WRONG_OLD_PASSWORD,
  type ChangePasswordRequest,
} from '../../contract/password.ts';
import { ApiError, apiErrorMessage } from '../../http/index.ts';
import { createAccountService, type AccountService } from '../../services/account.ts';
import type { Environment } from '../Environment.ts';
import type { FeatureFactory } from '../RootStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';

/** A refusal the page shows at one of its fields. */
export interface PasswordRefusal {
  field: 'oldPassword' | 'password';
  message: string;
}

interface PasswordChangeStoreDeps {
  service: Pick<AccountService, 'changePassword'>;
  session: Pick<SessionStore, 'expire'>;
  env: Pick<Environment, 'notify' | 'open'>;
}

/** The mall's refusals that belong to a field of the form. */
const FIELD_OF: Readonly<Record<string, PasswordRefusal['field']>> = {
  [WRONG_OLD_PASSWORD]: 'oldPassword',
  [SAME_PASSWORD]: 'password',
};

/**
 * 修改密码 (userUpdatePassword): sends the change once; a wrong old password (or an unchanged
 * one) comes back as a refusal at its field, another failure as `error`. On success the mall has
 * ended every session of the account: the buyer is sent to the login page with
 * 密码已修改，请使用新密码重新登录 and this session is forgotten.
 */
export class PasswordChangeStore {
  pending = false;
  /** A failure not tied to a field (already shown by the client), '' otherwise. */
  error = '';
  readonly #deps: PasswordChangeStoreDeps;

  constructor(deps: PasswordChangeStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Sends the change; answers the refusal to show at a field, or null (done, or failed as `error`). */
  async change(request: ChangePasswordRequest): Promise<PasswordRefusal | null> {
    if (this.pending) return null;
    this.pending = true;
    this.error = '';
    try {
      await this.#deps.service.changePassword(request);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = apiErrorMessage(error);
      const field = FIELD_OF[message];
      runInAction(() => {
        this.pending = false;
        if (!field) this.error = message;
      });
      return field ? { field, message } : null;
    }
    const { env, session } = this.#deps;
    env.notify.success(PASSWORD_CHANGED);
    env.open({ route: 'login' });
    session.expire();
    return null;
  }

  reset(): void {
    this.pending = false;
    this.error = '';
  }
}

/** The password-change store, for `RootStore.feature`. */
export const createPasswordChangeStore: FeatureFactory<PasswordChangeStore> = ({
  http,
  session,
  env,
}) => new PasswordChangeStore({ service: createAccountService(http), session, env });
