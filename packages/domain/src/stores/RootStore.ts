import { createHttpClient } from '../http/index.ts';
import type { HttpClient } from '../http/index.ts';
import { isHomePath } from '../rules/index.ts';
import { createServices } from '../services/index.ts';
import type { Services } from '../services/index.ts';
import type { Stoppable } from '../timers/index.ts';
import { ActionGuard } from './ActionGuard.ts';
import { CartStore } from './CartStore.ts';
import type { Environment } from './Environment.ts';
import { HomeStore } from './HomeStore.ts';
import { MessageCenterStore } from './MessageCenterStore.ts';
import { MessageStore } from './MessageStore.ts';
import { NotificationSettingsStore } from './NotificationSettingsStore.ts';
import { OrderStore } from './OrderStore.ts';
import { QrLoginStore } from './QrLoginStore.ts';
import { ReminderStore } from './ReminderStore.ts';
import { SessionStore } from './SessionStore.ts';
import { SmsCountdown } from './SmsCountdown.ts';
import { ThirdPartyCallback } from './ThirdPartyCallback.ts';

export interface RootStoreOptions {
  /** Defaults to /api/csr; node tests pass an absolute URL. */
  baseURL?: string;
}

/**
 * Builds the one http client, the services over it, and the stores, handing each store only
 * what it needs. Build one per app (or per test or story); there is no module-level instance.
 */
export class RootStore {
  readonly http: HttpClient;
  readonly services: Services;
  readonly session: SessionStore;
  readonly orders: OrderStore;
  readonly cart: CartStore;
  readonly home: HomeStore;
  readonly messages: MessageStore;
  /** The message centre dialog and the header's message drop-down. */
  readonly messageCenter: MessageCenterStore;
  /** The message settings dialog. */
  readonly notificationSettings: NotificationSettingsStore;
  /** The reminder poller and the dialog titled 消息; the app shell starts it. */
  readonly reminders: ReminderStore;
  /** The QR tab of the login page. */
  readonly qrLogin: QrLoginStore;
  /** The third-party login callback pages. */
  readonly thirdParty: ThirdPartyCallback;
  /** The login and certification check before guarded actions, and its prompt. */
  readonly guard: ActionGuard;
  readonly #env: Environment;
  readonly #pollers: Stoppable[] = [];

  constructor(env: Environment, { baseURL }: RootStoreOptions = {}) {
    this.#env = env;
    this.http = createHttpClient({
      baseURL,
      getToken: () => this.session.token,
      notify: env.notify,
      onSessionExpired: () => this.session.expire(),
      onTokenCleared: () => this.session.clearToken(),
      isHomeRoute: () => isHomePath(env.currentPath()),
    });
    this.services = createServices(this.http);
    this.session = new SessionStore({
      auth: this.services.auth,
      user: this.services.user,
      env,
      resetStores: () => this.#resetStores(),
      stopPollers: () => this.stopPollers(),
    });
    this.orders = new OrderStore({ orders: this.services.orders, session: this.session });
    this.cart = new CartStore({ cart: this.services.cart, session: this.session });
    this.home = new HomeStore({ common: this.services.common, storage: env.storage });
    this.messages = new MessageStore({ messages: this.services.messages, session: this.session });
    this.messageCenter = new MessageCenterStore({
      messages: this.services.messages,
      session: this.session,
      env,
      reloadUnreadCount: () => this.messages.load(),
    });
    this.notificationSettings = new NotificationSettingsStore({
      messages: this.services.messages,
      user: this.services.user,
      session: this.session,
    });
    this.reminders = new ReminderStore({
      common: this.services.common,
      session: this.session,
      env,
    });
    this.registerPoller(this.reminders);
    this.qrLogin = new QrLoginStore({
      auth: this.services.auth,
      session: this.session,
      timers: env.timers,
    });
    this.registerPoller(this.qrLogin);
    this.thirdParty = new ThirdPartyCallback({
      auth: this.services.auth,
      session: this.session,
      env,
    });
    this.guard = new ActionGuard({ session: this.session, env });
  }

  /** The SMS code button of one form; dispose it with the form. */
  createSmsCountdown(): SmsCountdown {
    return new SmsCountdown({ auth: this.services.auth, env: this.#env });
  }

  /** Pollers registered here are stopped on logout. */
  registerPoller(poller: Stoppable): void {
    this.#pollers.push(poller);
  }

  stopPollers(): void {
    for (const poller of this.#pollers) poller.stop();
  }

  #resetStores(): void {
    this.orders.reset();
    this.cart.reset();
    this.home.reset();
    this.messages.reset();
    this.messageCenter.reset();
    this.notificationSettings.reset();
    this.reminders.reset();
  }
}
