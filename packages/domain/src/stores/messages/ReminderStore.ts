import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ReminderAction } from '../../contract/index.ts';
import { succeeded } from '../../http/index.ts';
import type { CommonService } from '../../services/index.ts';
import { Poller } from '../../timers/index.ts';
import type { Environment } from '../Environment.ts';
import type { ReminderFollowDeps } from './followReminder.ts';

/** The reminder poll's first delay and base interval (spec sections 4 and 9). */
const REMINDER_FIRST_DELAY_MS = 100;
const REMINDER_INTERVAL_MS = 15_000;

interface ReminderStoreDeps extends ReminderFollowDeps {
  common: CommonService;
  session: { readonly isLoggedIn: boolean; loadUserInfo(): Promise<void> };
  env: Pick<Environment, 'timers' | 'visibility' | 'open' | 'currentPath' | 'isWhiteRoute'>;
}

/**
 * The reminder dialog (titled 消息) and its poller: first poll after 100 ms, then every 15 s
 * (doubling after failures, at most 5 minutes), only with a token and away from white routes,
 * paused while the tab is hidden and polling at once when it returns.
 */
export class ReminderStore {
  /** The reminders not yet consumed, as last polled. */
  actions: ReminderAction[] = [];
  readonly #deps: ReminderStoreDeps;
  readonly #poller: Poller;

  constructor(deps: ReminderStoreDeps) {
    this.#deps = deps;
    const { env, session } = deps;
    this.#poller = new Poller({
      task: () => this.poll(),
      baseInterval: REMINDER_INTERVAL_MS,
      firstDelay: REMINDER_FIRST_DELAY_MS,
      timers: env.timers,
      visibility: env.visibility,
      canRun: () => session.isLoggedIn && !env.isWhiteRoute(env.currentPath()),
    });
    makeAutoObservable(this, { actions: observableRef }, { autoBind: true });
  }

  /** The dialog shows while there are reminders. */
  get isOpen(): boolean {
    return this.actions.length > 0;
  }

  start(): void {
    this.#poller.start();
  }

  stop(): void {
    this.#poller.stop();
  }

  /** One poll; rejects on failure, so that the poller backs off. */
  async poll(): Promise<void> {
    const actions = await this.#deps.common.queryAction();
    runInAction(() => (this.actions = actions));
  }

  /**
   * A reminder was clicked: it is consumed (and leaves the dialog), then the app goes where its
   * code leads or refreshes the user's info. A failed consume brings it back with the next poll.
   */
  async open(action: ReminderAction): Promise<void> {
    this.actions = this.actions.filter((a) => a.happenTime !== action.happenTime);
    const consumed = this.#consume(action.happenTime);
    const { followReminder } = await import('./followReminder.ts');
    await followReminder(action.actionCode, this.#deps);
    await consumed;
  }

  /** The dialog was closed: every reminder is consumed. */
  async dismiss(): Promise<void> {
    this.actions = [];
    await this.#consume();
  }

  reset(): void {
    this.actions = [];
  }

  async #consume(happenTime?: string): Promise<void> {
    await succeeded(this.#deps.common.consumeAction(happenTime));
  }
}
