import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LOGIN_409_SUFFIX, LOGIN_502_DEFAULT, parseStoredUser } from '../../contract/index.ts';
import type {
  LoginResponse,
  PushFlags,
  ForgetRequest,
  RegisterRequest,
  SmsLoginQuery,
  StoredUser,
  ThirdLoginRequest,
  UserInfo,
} from '../../contract/index.ts';
import { ApiError, apiErrorMessage } from '../../http/index.ts';
import {
  GUIDE_PATH,
  HOME_PATH,
  isAdministrator,
  isGatewayPath,
  isVerified,
  LOGIN_PATH,
  loginPathFor,
  needsGuide,
  safeRedirect,
  toStoredUser,
} from '../../rules/index.ts';
import type { AuthService, Credentials, UserService } from '../../services/index.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../storage/index.ts';
import type { CompanyRole } from '../../contract/roles.ts';
import type { Environment } from '../Environment.ts';

const LOGIN_SUCCESS_MESSAGE = '登录成功';
const LOGOUT_SUCCESS_MESSAGE = '退出成功';
const PASSWORD_RESET_MESSAGE = '密码已重置，请使用新密码登录';
/** After a successful login the user is sent on after this delay (spec section 9). */
const LOGIN_REDIRECT_DELAY_MS = 1000;

/** A login refusal the app shows in a confirm dialog (body 409). */
interface LoginNotice {
  kind: 'contact';
  title: string;
  message: string;
}

type LoginStatus = 'idle' | 'pending';

interface SessionStoreDeps {
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
  /** 'pending' while finishGuide() waits for the server. */
  guideStatus: LoginStatus = 'idle';
  /** 'pending' while a password reset is in flight, so it is not sent twice. */
  resetStatus: LoginStatus = 'idle';
  readonly #deps: SessionStoreDeps;

  constructor(deps: SessionStoreDeps) {
    this.#deps = deps;
    this.token = deps.env.tokens.get();
    this.user = readJson(deps.env.storage, STORAGE_KEYS.user, parseStoredUser);
    makeAutoObservable(
      this,
      { user: observableRef, userInfo: observableRef, loginNotice: observableRef },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** Certified (examineState 2) and signed in: a user whose token was cleared is a visitor. */
  get isCertified(): boolean {
    return this.isLoggedIn && isVerified(this.user?.examineState);
  }

  /** Administrator (isAdministrators 1) and signed in. */
  get isAdmin(): boolean {
    return this.isLoggedIn && isAdministrator(this.user?.isAdministrators);
  }

  /** The user's role in the company, for the permissions table (roles.ts). */
  get role(): CompanyRole {
    return this.isAdmin ? 'administrator' : 'employee';
  }

  get companyName(): string {
    return this.user?.companyName ?? '';
  }

  /**
   * Logs in with password and port 4. On success: token and user stored, 登录成功 shown, and
   * after 1 s the user goes to the guide (new, unverified users), or to `redirect` if it is a
   * safe in-app path, or home. Refused (false) while a login is pending. Every other way of
   * logging in below behaves the same.
   */
  login(credentials: Credentials, redirect?: string): Promise<boolean> {
    return this.authenticate(() => this.#deps.auth.login(credentials), redirect);
  }

  /** Logs in with a mobile number and the SMS code sent to it. */
  smsLogin(form: SmsLoginQuery, redirect?: string): Promise<boolean> {
    return this.authenticate(() => this.#deps.auth.smsLogin(form), redirect);
  }

  /** Logs in with a bound third-party identity, or binds a new one first (with the extras). */
  thirdLogin(request: ThirdLoginRequest, redirect?: string): Promise<boolean> {
    return this.authenticate(() => this.#deps.auth.thirdLogin(request), redirect);
  }

  /** Creates the account and logs it in; a new user goes on to the guide. */
  register(form: RegisterRequest): Promise<boolean> {
    return this.authenticate(() => this.#deps.auth.register(form), undefined);
  }

  /** Logs in with what a confirmed QR code carried (QrLoginStore). */
  acceptQrLogin(response: LoginResponse, redirect?: string): Promise<boolean> {
    return this.authenticate(() => Promise.resolve(response), redirect);
  }

  /**
   * The new-user guide is done: tells the server, marks the user (isFinishPcGuide 1) and goes
   * home. A visitor just goes home. Refused (false) while pending; on failure (already shown
   * by the http client) the user stays on the guide.
   */
  async finishGuide(): Promise<boolean> {
    if (this.guideStatus === 'pending') return false;
    const token = this.token;
    if (token === null) {
      this.#deps.env.navigate(HOME_PATH);
      return true;
    }
    this.guideStatus = 'pending';
    try {
      await this.#deps.auth.finishGuide();
    } catch (error) {
      this.guideFinished(null);
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
    this.guideFinished(token);
    return true;
  }

  /**
   * Sets a new password for a number proven by an SMS code (POST /user/forget), then sends the
   * buyer to the login page with 密码已重置，请使用新密码登录. Refused while one is in flight.
   */
  async resetPassword(form: ForgetRequest): Promise<boolean> {
    if (this.resetStatus === 'pending') return false;
    this.resetStatus = 'pending';
    try {
      await this.#deps.auth.forget(form);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return false;
    } finally {
      runInAction(() => (this.resetStatus = 'idle'));
    }
    this.#deps.env.notify.success(PASSWORD_RESET_MESSAGE);
    this.#deps.env.navigate(LOGIN_PATH);
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

  /** The notification switches were saved: the user now carries them. */
  applyPushFlags(flags: PushFlags): void {
    if (this.userInfo) this.setUser({ ...this.userInfo, ...flags });
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

  /** The one way in: refuses while pending, then stores the session or shows the refusal. */
  private async authenticate(
    request: () => Promise<LoginResponse>,
    redirect: string | undefined,
  ): Promise<boolean> {
    if (this.loginStatus === 'pending') return false;
    this.loginStatus = 'pending';
    this.loginNotice = null;
    let response: LoginResponse;
    try {
      response = await request();
    } catch (error) {
      this.loginFailed(error);
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
    this.loggedIn(response, redirect);
    return true;
  }

  /** `token` is the session the guide was finished in, or null when the call failed. */
  private guideFinished(token: string | null): void {
    this.guideStatus = 'idle';
    if (token === null || this.token !== token) return;
    if (this.userInfo) this.setUser({ ...this.userInfo, isFinishPcGuide: 1 });
    this.#deps.env.navigate(HOME_PATH);
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
      notify.error(apiErrorMessage(error));
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
