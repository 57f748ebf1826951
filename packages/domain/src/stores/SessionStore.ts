import { makeAutoObservable, observableRef } from 'mobx';
import {
  defaultMessageFor,
  LOGIN_409_SUFFIX,
  LOGIN_502_DEFAULT,
  storedUser,
} from '../contract/index.ts';
import type { LoginResponse, StoredUser, UserInfo } from '../contract/index.ts';
import { ApiError } from '../http/index.ts';
import {
  GUIDE_PATH,
  HOME_PATH,
  isAdministrator,
  isGatewayPath,
  isVerified,
  loginPathFor,
  needsGuide,
  safeRedirect,
  toStoredUser,
} from '../rules/index.ts';
import type { AuthService, Credentials, UserService } from '../services/index.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../storage/index.ts';
import type { Environment } from './Environment.ts';

export const LOGIN_SUCCESS_MESSAGE = '登录成功';
export const LOGOUT_SUCCESS_MESSAGE = '退出成功';
/** After a successful login the user is sent on after this delay (spec section 9). */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** A login refusal the app shows in a confirm dialog (body 409). */
export interface LoginNotice {
  kind: 'contact';
  title: string;
  message: string;
}

export type LoginStatus = 'idle' | 'pending';

export interface SessionStoreDeps {
  auth: AuthService;
  user: UserService;
  env: Pick<
    Environment,
    'notify' | 'navigate' | 'currentPath' | 'reload' | 'storage' | 'tokens' | 'timers'
  >;
  /** Clears the order, cart, home and message state. */
  resetStores(): void;
  stopPollers(): void;
}

/** The 409 text: the server message, then the request to phone customer service. */
const contactMessage = (msg: string): string =>
  msg ? `${msg}${LOGIN_409_SUFFIX}` : LOGIN_409_SUFFIX.replace(/^，/, '');

/** The token, the user and the login and logout flows (spec section 4). */
export class SessionStore {
  token: string | null;
  /** The user as kept in browser storage, restored on construction. */
  user: StoredUser | null;
  /** The full user, once logged in or loaded in this page. */
  userInfo: UserInfo | null = null;
  /** 'pending' from submitting until the redirect after success, so a second submit is refused. */
  loginStatus: LoginStatus = 'idle';
  loginNotice: LoginNotice | null = null;
  readonly #deps: SessionStoreDeps;

  constructor(deps: SessionStoreDeps) {
    this.#deps = deps;
    this.token = deps.env.tokens.get();
    this.user = readJson(deps.env.storage, STORAGE_KEYS.user, storedUser);
    makeAutoObservable(
      this,
      { user: observableRef, userInfo: observableRef, loginNotice: observableRef },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  get isCertified(): boolean {
    return isVerified(this.user?.examineState);
  }

  get isAdmin(): boolean {
    return isAdministrator(this.user?.isAdministrators);
  }

  get companyName(): string {
    return this.user?.companyName ?? '';
  }

  /**
   * Logs in with port 4. On success: token and user stored, 登录成功 shown, and after 1 s the
   * user goes to the guide (new, unverified users), or to `redirect` if it is a safe in-app
   * path, or home. Refused (false) while a login is pending.
   */
  async login(credentials: Credentials, redirect?: string): Promise<boolean> {
    if (this.loginStatus === 'pending') return false;
    this.loginStatus = 'pending';
    this.loginNotice = null;
    let response: LoginResponse;
    try {
      response = await this.#deps.auth.login(credentials);
    } catch (error) {
      this.loginFailed(error);
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
    this.loggedIn(response, redirect);
    return true;
  }

  dismissLoginNotice(): void {
    this.loginNotice = null;
  }

  /** Refreshes the user from the server (logged-in users only; e.g. after a certification reminder). */
  async loadUserInfo(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    try {
      const info = await this.#deps.user.getUserInfo();
      if (this.token === token) this.setUser(info);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** The session ended on the server: forget it and go to login, coming back here afterwards. */
  expire(): void {
    this.forget();
    this.#deps.resetStores();
    const { currentPath, navigate } = this.#deps.env;
    const current = currentPath();
    if (!isGatewayPath(current)) navigate(loginPathFor(current));
  }

  /** HTTP 401 on the home page: only the token goes. */
  clearToken(): void {
    this.#deps.env.tokens.clear();
    this.token = null;
  }

  /** Logs out; the UI has already asked 确定退出系统吗？. */
  logout(): void {
    const { navigate, notify, reload } = this.#deps.env;
    navigate(HOME_PATH);
    this.forget();
    this.#deps.resetStores();
    this.#deps.stopPollers();
    notify.success(LOGOUT_SUCCESS_MESSAGE);
    reload();
  }

  private loggedIn({ token, user }: LoginResponse, redirect: string | undefined): void {
    const { tokens, notify, timers } = this.#deps.env;
    tokens.set(token);
    this.token = token;
    this.setUser(user);
    notify.success(LOGIN_SUCCESS_MESSAGE);
    const target = needsGuide(user) ? GUIDE_PATH : safeRedirect(redirect);
    timers.setTimeout(() => this.leaveLogin(target), LOGIN_REDIRECT_DELAY_MS);
  }

  private leaveLogin(target: string): void {
    this.loginStatus = 'idle';
    this.#deps.env.navigate(target);
  }

  /** Body 409 and 502 are silent in the http client, so they are shown here; so is any other silent code. */
  private loginFailed(error: unknown): void {
    this.loginStatus = 'idle';
    if (!(error instanceof ApiError) || error.kind !== 'business' || !error.silent) return;
    const { notify } = this.#deps.env;
    if (error.code === 409) {
      this.loginNotice = { kind: 'contact', title: '提示', message: contactMessage(error.message) };
    } else if (error.code === 502) {
      notify.info(error.message || LOGIN_502_DEFAULT);
    } else {
      notify.error(error.message || defaultMessageFor(error.code));
    }
  }

  private setUser(info: UserInfo): void {
    this.userInfo = info;
    this.user = toStoredUser(info);
    writeJson(this.#deps.env.storage, STORAGE_KEYS.user, this.user);
  }

  private forget(): void {
    this.#deps.env.tokens.clear();
    this.#deps.env.storage.removeItem(STORAGE_KEYS.user);
    this.token = null;
    this.user = null;
    this.userInfo = null;
  }
}
