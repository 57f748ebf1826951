import type { AxiosAdapter } from 'axios';
import { reaction } from 'mobx';
import { createHttpClient } from '../http/index.ts';
import type { HttpClient } from '../http/index.ts';
import { isHomePath } from '../rules/index.ts';
import type { Services } from '../services/index.ts';
import { lazyServices } from '../services/lazy.ts';
import { userScopedStorage } from '../storage/index.ts';
import type { Stoppable } from '../timers/index.ts';
import { ActionGuard } from './session/ActionGuard.ts';
import { CartStore } from './cart/CartStore.ts';
import type { Environment } from './Environment.ts';
import { HomeStore } from './home/HomeStore.ts';
import { MessageStore } from './messages/MessageStore.ts';
import { OrderCountsStore } from './orders/OrderCountsStore.ts';
import { ReminderStore } from './messages/ReminderStore.ts';
import { SessionStore } from './session/SessionStore.ts';
import { SuggestionStore } from './goods/SuggestionStore.ts';

/** A store that can forget its user's state (logout). */
export interface Resettable {
  reset(): void;
}

/** What a store built by `RootStore.feature` may take from the root. */
export interface FeatureDeps {
  http: HttpClient;
  session: SessionStore;
  /** The header's cart count, for stores that change the cart. */
  cart: CartStore;
  guard: ActionGuard;
  env: Environment;
  /** The header's unread message count, for stores that read messages. */
  messages: MessageStore;
  /** The order counts, for stores that change orders. */
  orderCounts: OrderCountsStore;
  /** Another feature store of the same root (e.g. a page's store and its area's shared one). */
  feature<T extends Resettable>(create: FeatureFactory<T>): T;
}

/** Builds a store for `RootStore.feature`; keep one factory per store (it is the store's key). */
export type FeatureFactory<T extends Resettable> = (deps: FeatureDeps) => T;

interface RootStoreOptions {
  /** Defaults to /api/csr; node tests pass an absolute URL. */
  baseURL?: string;
  /**
   * The app's first paint: no script chunk of the services or the transport is fetched and no
   * request is sent before it, and both load as soon as it comes. The shell paints without
   * them, so its first paint does not wait behind their requests. Without it (tests, stories),
   * they load with the first call.
   */
  startAfter?: Promise<unknown>;
  /** How requests are sent (axios's own adapter by default): a story's ends with the story. */
  adapter?: AxiosAdapter;
}

/**
 * Builds the one http client, the services over it, and the stores, handing each store only
 * what it needs. Build one per app (or per test or story); there is no module-level instance.
 */
export class RootStore {
  readonly http: HttpClient;
  readonly services: Services;
  readonly session: SessionStore;
  /** The pending counts of the order stages (the header and the order centre's menu). */
  readonly orderCounts: OrderCountsStore;
  readonly cart: CartStore;
  readonly home: HomeStore;
  /** Suggestions under the header's search box. */
  readonly suggestions: SuggestionStore;
  readonly messages: MessageStore;
  /** The reminder poller and the dialog titled 消息; the app shell starts it. */
  readonly reminders: ReminderStore;
  /** The login and certification check before guarded actions, and its prompt. */
  readonly guard: ActionGuard;
  readonly #env: Environment;
  readonly #features = new Map<FeatureFactory<Resettable>, Resettable>();
  readonly #pollers: Stoppable[] = [];

  constructor(env: Environment, { baseURL, startAfter, adapter }: RootStoreOptions = {}) {
    // The stores' storage keeps each user's drafts, history and window settings apart (the
    // session's own record, mall.user, is not per user); the rest of `env` is read through.
    const storage = userScopedStorage(env.storage, () =>
      String(this.session.user?.uid ?? 'visitor'),
    );
    this.#env = Object.create(env, { storage: { value: storage } }) as Environment;
    this.http = createHttpClient({
      baseURL,
      startAfter,
      adapter,
      getToken: () => this.session.token,
      notify: env.notify,
      onSessionExpired: () => this.session.expire(),
      onTokenCleared: () => this.session.clearToken(),
      isHomeRoute: () => isHomePath(env.currentPath()),
    });
    this.services = lazyServices(this.http, startAfter);
    this.session = new SessionStore({
      auth: this.services.auth,
      user: this.services.user,
      env,
      resetStores: () => this.#resetStores(),
      stopPollers: () => this.stopPollers(),
    });
    this.orderCounts = new OrderCountsStore({
      orderCounts: this.services.orderCounts,
      session: this.session,
    });
    this.cart = new CartStore({ cart: this.services.cart, session: this.session });
    this.home = new HomeStore({
      common: this.services.common,
      goods: this.services.goods,
      content: {
        // The content pages' service loads with the first promotions request, not with the
        // home route's initial JavaScript.
        getPromotions: async (query) => {
          await startAfter;
          const { createContentService } = await import('../services/content.ts');
          return createContentService(this.http).getPromotions(query);
        },
      },
      storage,
    });
    reaction(
      () => this.session.user?.uid,
      () => this.home.readKeptHistory(),
    );
    this.suggestions = new SuggestionStore({ goods: this.services.goods, timers: env.timers });
    this.messages = new MessageStore({ messages: this.services.messages, session: this.session });
    this.reminders = new ReminderStore({
      common: this.services.common,
      session: this.session,
      env,
    });
    this.registerPoller(this.reminders);
    this.guard = new ActionGuard({ session: this.session, env });
  }

  /**
   * The store `create` builds, made on first use and then kept for this root, and reset on
   * logout with the others. For stores whose code must not load with the home route: their
   * pages import `create`, so the store arrives in the pages' chunk.
   */
  feature<T extends Resettable>(create: FeatureFactory<T>): T {
    const built = this.#features.get(create);
    // The map holds what each factory built, so the entry of `create` is a T.
    if (built) return built as T;
    const store = this.create(create);
    this.#features.set(create, store);
    return store;
  }

  /**
   * A fresh object `build` makes from the root's parts at each call, not kept and not reset
   * (e.g. one SMS countdown per form, disposed with it).
   */
  create<T>(build: (deps: FeatureDeps) => T): T {
    return build({
      http: this.http,
      session: this.session,
      cart: this.cart,
      guard: this.guard,
      env: this.#env,
      messages: this.messages,
      orderCounts: this.orderCounts,
      feature: (create) => this.feature(create),
    });
  }

  /** Pollers registered here are stopped on logout. */
  registerPoller(poller: Stoppable): void {
    this.#pollers.push(poller);
  }

  stopPollers(): void {
    for (const poller of this.#pollers) poller.stop();
  }

  #resetStores(): void {
    for (const feature of this.#features.values()) feature.reset();
    this.orderCounts.reset();
    this.cart.reset();
    this.home.reset();
    this.suggestions.reset();
    this.messages.reset();
    this.reminders.reset();
  }
}
