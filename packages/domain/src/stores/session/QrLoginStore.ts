import { makeAutoObservable, observableRef } from 'mobx';
import type { QR_PENDING_STATUSES, QrCode, QrCodeInfo } from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import { createAuthService } from '../../services/index.ts';
import type { AuthService } from '../../services/index.ts';
import { Poller } from '../../timers/index.ts';
import type { Timers } from '../../timers/index.ts';
import type { SessionStore } from './SessionStore.ts';
import type { FeatureFactory } from '../RootStore.ts';

/** The QR code is polled this often. */
const QR_POLL_INTERVAL_MS = 2000;

/**
 * idle (not started or stopped), loading (a code is being made), waiting (shown, not scanned),
 * scanned (waiting for the phone's confirmation), confirmed (logging in), expired (refresh).
 */
type QrLoginStatus = 'idle' | 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired';

/** What the QR panel says in each state. */
const QR_STATUS_TEXT: Readonly<Record<QrLoginStatus, string>> = {
  idle: '',
  loading: '二维码加载中…',
  waiting: '请使用商城App扫一扫登录',
  scanned: '扫码成功，请在手机上确认登录',
  confirmed: '已确认，正在登录…',
  expired: '二维码已失效，请点击刷新',
};

const PENDING: Readonly<Record<(typeof QR_PENDING_STATUSES)[number], QrLoginStatus>> = {
  WAITING: 'waiting',
  SCANNED: 'scanned',
};

const isPending = (codeStatus: string): codeStatus is keyof typeof PENDING =>
  Object.hasOwn(PENDING, codeStatus);

interface QrLoginStoreDeps {
  auth: Pick<AuthService, 'qrGenerate' | 'qrInfo'>;
  session: Pick<SessionStore, 'acceptQrLogin'>;
  timers: Timers;
}

/**
 * QR login (spec section 4): a code is made and polled every 2 s. CONFIRMED logs in like any
 * other login; any other status, an error, or the code's own lifetime running out expires it.
 * Start it when the QR tab shows and stop it when the tab or page goes; logout stops it too.
 */
export class QrLoginStore {
  status: QrLoginStatus = 'idle';
  /** The code to draw (its `content`), while one is shown. */
  qr: QrCode | null = null;
  readonly #deps: QrLoginStoreDeps;
  readonly #poller: Poller;
  #redirect: string | undefined = undefined;
  #expiry: unknown = null;
  /** Bumped by every start and stop, so that an answer for an older code is dropped. */
  #run = 0;

  constructor(deps: QrLoginStoreDeps) {
    this.#deps = deps;
    this.#poller = new Poller({
      task: () => this.poll(),
      baseInterval: QR_POLL_INTERVAL_MS,
      firstDelay: QR_POLL_INTERVAL_MS,
      timers: deps.timers,
      canRun: () => true,
    });
    makeAutoObservable(this, { qr: observableRef }, { autoBind: true });
  }

  get text(): string {
    return QR_STATUS_TEXT[this.status];
  }

  /** Makes a new code and polls it; after login the user goes to `redirect` (or home). */
  async start(redirect?: string): Promise<void> {
    this.stop();
    this.#redirect = redirect;
    this.status = 'loading';
    const run = this.#run;
    let qr: QrCode;
    try {
      qr = await this.#deps.auth.qrGenerate();
    } catch (error) {
      this.expire(run);
      if (!(error instanceof ApiError)) throw error;
      return;
    }
    this.generated(run, qr);
  }

  /** A new code, for the same redirect. */
  refresh(): Promise<void> {
    return this.start(this.#redirect);
  }

  stop(): void {
    this.halt();
    this.status = 'idle';
    this.qr = null;
  }

  /** Logout: no code is shown or polled. */
  reset(): void {
    this.stop();
  }

  private generated(run: number, qr: QrCode): void {
    if (run !== this.#run) return;
    this.qr = qr;
    this.status = 'waiting';
    this.#expiry = this.#deps.timers.setTimeout(() => this.expire(run), qr.expiresIn * 1000);
    this.#poller.start();
  }

  private async poll(): Promise<void> {
    const run = this.#run;
    const code = this.qr?.code;
    if (code === undefined) return;
    let info: QrCodeInfo;
    try {
      info = await this.#deps.auth.qrInfo(code);
    } catch (error) {
      this.expire(run);
      if (!(error instanceof ApiError)) throw error;
      return;
    }
    this.received(run, info);
  }

  private received(run: number, { codeStatus, token, roleUser }: QrCodeInfo): void {
    if (run !== this.#run) return;
    if (isPending(codeStatus)) {
      this.status = PENDING[codeStatus];
    } else if (codeStatus === 'CONFIRMED' && token && roleUser) {
      this.halt();
      this.status = 'confirmed';
      void this.#deps.session.acceptQrLogin({ token, user: roleUser }, this.#redirect);
    } else {
      this.expire(run);
    }
  }

  private expire(run: number): void {
    if (run !== this.#run) return;
    this.halt();
    this.status = 'expired';
  }

  /** Stops polling and the expiry timer, and drops answers still on their way. */
  private halt(): void {
    this.#run += 1;
    this.#poller.stop();
    if (this.#expiry !== null) this.#deps.timers.clearTimeout(this.#expiry);
    this.#expiry = null;
  }
}

/** The QR tab's store, built on first use (`root.feature(createQrLoginStore)`). */
export const createQrLoginStore: FeatureFactory<QrLoginStore> = ({ http, session, env }) =>
  new QrLoginStore({ auth: createAuthService(http), session, timers: env.timers });
