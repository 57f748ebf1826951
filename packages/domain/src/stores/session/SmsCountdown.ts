import { makeAutoObservable } from 'mobx';
import { SMS_RESEND_SECONDS } from '../../contract/index.ts';
import type { SmsType } from '../../contract/index.ts';
import { ApiError, apiErrorMessage } from '../../http/index.ts';
import { smsButtonLabel } from '../../rules/index.ts';
import { createAuthService } from '../../services/index.ts';
import type { AuthService } from '../../services/index.ts';
import type { Environment } from '../Environment.ts';
import type { FeatureDeps } from '../RootStore.ts';

const SMS_SENT_MESSAGE = '验证码已发送';

interface SmsCountdownDeps {
  auth: Pick<AuthService, 'sendSms'>;
  env: Pick<Environment, 'notify' | 'timers'>;
}

/**
 * The "send SMS code" button of one form: sends the code, then waits 60 s before another may
 * be requested. A failed send starts no wait. Build one per form (`RootStore.createSmsCountdown`)
 * and `dispose()` it when the form goes.
 */
export class SmsCountdown {
  /** Seconds until another code may be requested; 0 when it may. */
  secondsLeft = 0;
  /** True while the request is on its way. */
  sending = false;
  /** True once a code has been sent from this form. */
  sent = false;
  readonly #deps: SmsCountdownDeps;
  #timer: unknown = null;
  #disposed = false;

  constructor(deps: SmsCountdownDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canSend(): boolean {
    return !this.sending && this.secondsLeft === 0;
  }

  /** 获取验证码, then "N 秒后重发" while waiting, then 重新获取. */
  get label(): string {
    return smsButtonLabel(this.secondsLeft, this.sent);
  }

  /** Sends a code of `type` to `username`; false when refused (waiting or sending) or failed. */
  async send(username: string, type: SmsType): Promise<boolean> {
    if (!this.canSend) return false;
    this.sending = true;
    try {
      await this.#deps.auth.sendSms({ username, type });
    } catch (error) {
      this.sendFailed(error);
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
    this.sendSucceeded();
    return true;
  }

  /** Stops the countdown for good (the form is gone). */
  dispose(): void {
    this.#disposed = true;
    this.clearTimer();
  }

  private sendSucceeded(): void {
    this.sending = false;
    this.sent = true;
    this.#deps.env.notify.success(SMS_SENT_MESSAGE);
    this.secondsLeft = SMS_RESEND_SECONDS;
    this.scheduleTick();
  }

  /** Silent codes (409, 502…) are not shown by the http client, so they are shown here. */
  private sendFailed(error: unknown): void {
    this.sending = false;
    if (error instanceof ApiError && error.silent && error.kind === 'business')
      this.#deps.env.notify.error(apiErrorMessage(error));
  }

  private tick(): void {
    this.#timer = null;
    this.secondsLeft -= 1;
    if (this.secondsLeft > 0) this.scheduleTick();
  }

  private scheduleTick(): void {
    this.clearTimer();
    if (this.#disposed) return;
    this.#timer = this.#deps.env.timers.setTimeout(() => this.tick(), 1000);
  }

  private clearTimer(): void {
    if (this.#timer !== null) this.#deps.env.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/** One form's SMS code button (`root.create(createSmsCountdown)`); dispose it with the form. */
export const createSmsCountdown = ({ http, env }: FeatureDeps): SmsCountdown =>
  new SmsCountdown({ auth: createAuthService(http), env });
