import { makeAutoObservable } from 'mobx';
import { thirdCheckQuery } from '../../contract/index.ts';
import type { ThirdCheckResult, ThirdPartyType } from '../../contract/index.ts';
import { ApiError, apiErrorMessage } from '../../http/index.ts';
import { createAuthService } from '../../services/index.ts';
import type { AuthService } from '../../services/index.ts';
import type { Environment } from '../Environment.ts';
import type { FeatureFactory } from '../RootStore.ts';
import type { SessionStore } from './SessionStore.ts';

/** The callback page's text when the provider's login went through but ours did not. */
const THIRD_LOGIN_FAILED_MESSAGE = '第三方登录失败，请返回登录页重试';

/** idle (nothing yet), checking (the code is checked and the user logged in or sent on), error. */
type ThirdPartyCallbackStatus = 'idle' | 'checking' | 'error';

interface ThirdPartyCallbackDeps {
  auth: Pick<AuthService, 'thirdCheck'>;
  session: Pick<SessionStore, 'thirdLogin'>;
  env: Pick<Environment, 'open'>;
}

/**
 * The third-party login callback pages (wxBack, qqBack, …; spec section 4): the provider's code
 * is checked; a bound identity logs in with its unionid, an unbound one goes to
 * /gateway/registerAuth with unionid, openid, type and name.
 */
class ThirdPartyCallbackStore {
  status: ThirdPartyCallbackStatus = 'idle';
  /** Why it failed, for the error state; '' otherwise. */
  error = '';
  readonly #deps: ThirdPartyCallbackDeps;
  /** The last code handled: a provider's code is good for one use only. */
  #code: string | null = null;

  constructor(deps: ThirdPartyCallbackDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Logout: forgets the last code and its state. */
  reset(): void {
    this.status = 'idle';
    this.error = '';
    this.#code = null;
  }

  /**
   * Handles the provider's redirect back with `code` (missing: error). The same code is handled
   * once, so a second call for it (a re-mounted page) does nothing.
   */
  async handleCallback(
    code: string | null | undefined,
    type: ThirdPartyType,
    redirect?: string,
  ): Promise<void> {
    const query = thirdCheckQuery.safeParse({ code: code ?? '', type });
    if (!query.success) {
      this.failed(query.error.issues[0]?.message ?? THIRD_LOGIN_FAILED_MESSAGE);
      return;
    }
    if (query.data.code === this.#code) return;
    this.#code = query.data.code;
    this.status = 'checking';
    this.error = '';
    let result: ThirdCheckResult;
    try {
      result = await this.#deps.auth.thirdCheck(query.data.code, type);
    } catch (error) {
      this.failed(error instanceof ApiError ? apiErrorMessage(error) : THIRD_LOGIN_FAILED_MESSAGE);
      if (!(error instanceof ApiError)) throw error;
      return;
    }
    await this.checked(result, type, redirect);
  }

  private async checked(
    { isCheck, user: { unionid, openid, nickname } }: ThirdCheckResult,
    type: ThirdPartyType,
    redirect: string | undefined,
  ): Promise<void> {
    if (isCheck === 0) {
      this.#deps.env.open({
        route: 'registerAuth',
        identity: { unionid, openid, type, name: nickname },
      });
      return;
    }
    const loggedIn = await this.#deps.session.thirdLogin({ unionid, type }, redirect);
    if (!loggedIn) this.failed(THIRD_LOGIN_FAILED_MESSAGE);
  }

  private failed(message: string): void {
    this.status = 'error';
    this.error = message;
  }
}

/** The callback pages' store, built on first use (`root.feature(createThirdPartyCallbackStore)`). */
export const createThirdPartyCallbackStore: FeatureFactory<ThirdPartyCallbackStore> = ({
  http,
  session,
  env,
}) => new ThirdPartyCallbackStore({ auth: createAuthService(http), session, env });
