import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  CUSTOMER_MESSAGE_PAGE_SIZE,
  CUSTOMER_SERVICE_ACCOUNTS,
  CUSTOMER_SERVICE_ACCOUNT_LABELS,
  DEFAULT_CUSTOMER_SERVICE_ACCOUNT,
  customerMessageText,
  productCard,
} from '../../contract/index.ts';
import type {
  CustomerMessage,
  CustomerMessageContent,
  CustomerMessageExchange,
  CustomerServiceAccount,
  CustomerServiceToken,
  Page,
  ProductCard,
  SendCustomerMessageRequest,
} from '../../contract/index.ts';
import { earlierPageNum, maskMobile, mergeCustomerMessages } from '../../rules/index.ts';
import { createCommonService } from '../../services/index.ts';
import type { CommonService } from '../../services/index.ts';
import { createCustomerServiceService } from '../../services/customerService.ts';
import type { CustomerServiceService } from '../../services/customerService.ts';
import type { SessionView } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface CustomerServiceDeps {
  customerService: CustomerServiceService;
  common: Pick<CommonService, 'customerServiceToken'>;
  session: SessionView;
}

/** A sub-account as the widget's switcher lists it. */
interface CustomerServiceAccountOption {
  account: CustomerServiceAccount;
  /** Its Chinese name, e.g. 售前客服. */
  label: string;
}

/**
 * The customer-service chat widget (spec section 2): the buyer's chat identity, loaded once;
 * the conversation with the selected sub-account, newest page first and earlier pages on
 * demand; and sending text and product cards, one at a time, each with an Idempotency-Key that
 * the same message sent again after a failure reuses (a lost answer posts it once). The chat is
 * a certified user's, like the rest of the message centre.
 */
class CustomerServiceStore {
  /** The sub-account the buyer talks to. */
  account: CustomerServiceAccount = DEFAULT_CUSTOMER_SERVICE_ACCOUNT;
  /** Messages in the conversation, as the server last counted them plus those sent since. */
  total = 0;
  /** Why the last send failed, in Chinese ('' otherwise); the draft is kept. */
  sendError = '';
  /**
   * The goods the buyer asks about (咨询客服 on a goods page), offered above the input until the
   * buyer sends it (发送商品) or closes the chat: nothing is sent in the buyer's name unasked.
   */
  offeredProduct: ProductCard | null = null;
  readonly #identity: Resource<CustomerServiceToken>;
  /** The open under way, shared by every caller. */
  #opening: Promise<void> | null = null;
  readonly #latest: Resource<Page<CustomerMessage>>;
  readonly #earlier: Resource<Page<CustomerMessage>>;
  /** Messages of the earlier pages loaded so far (observable: `messages` derives from them). */
  readonly #older = observable.array<CustomerMessage>([], { deep: false });
  /** Exchanges sent since the latest page loaded. */
  readonly #sent = observable.array<CustomerMessage>([], { deep: false });
  /** Bumped when the conversation is cleared, so that a late answer is dropped. */
  #generation = 0;
  /** The send (the chat token beside the message). */
  readonly #sending: SingleFlight<
    { token: string; request: SendCustomerMessageRequest },
    CustomerMessageExchange
  >;
  readonly #deps: CustomerServiceDeps;

  constructor(deps: CustomerServiceDeps) {
    this.#deps = deps;
    this.#sending = new SingleFlight(({ token, request }, key) =>
      deps.customerService.send(token, request, key),
    );
    this.#identity = new Resource(deps.common.customerServiceToken);
    this.#latest = new Resource(() => this.#page(1));
    this.#earlier = new Resource(() =>
      this.#page(earlierPageNum(this.messages.length, CUSTOMER_MESSAGE_PAGE_SIZE)),
    );
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A message is on its way; another send is refused until it settles. */
  get sending(): boolean {
    return this.#sending.pending;
  }

  /** The sub-accounts, in the switcher's order. */
  get accounts(): CustomerServiceAccountOption[] {
    return CUSTOMER_SERVICE_ACCOUNTS.map((account) => ({
      account,
      label: CUSTOMER_SERVICE_ACCOUNT_LABELS[account],
    }));
  }

  /** Who the widget says is chatting: uid, 'companyName-realname' and mobile; null before loading. */
  get identity(): CustomerServiceToken | null {
    return this.#identity.data;
  }

  /** The identity's mobile with its middle digits hidden, e.g. 138****0001; '' before loading. */
  get maskedMobile(): string {
    return this.identity ? maskMobile(this.identity.mobile) : '';
  }

  /** The conversation loaded so far, oldest first. */
  get messages(): CustomerMessage[] {
    return mergeCustomerMessages(this.#older, this.#latest.data?.rows ?? [], this.#sent);
  }

  /** The identity first, then the latest page. */
  get status(): LoadStatus {
    const identity = this.#identity.status;
    return identity === 'loading' || identity === 'error' ? identity : this.#latest.status;
  }

  /** The client's message when the identity or the latest page failed to load. */
  get error(): string {
    return this.#identity.error || this.#latest.error;
  }

  /** Messages before the first one shown remain on the server. */
  get hasEarlier(): boolean {
    return this.#latest.status === 'ready' && this.messages.length < this.total;
  }

  get loadingEarlier(): boolean {
    return this.#earlier.status === 'loading';
  }

  /**
   * Opens the widget: the identity (once) and the latest page, unless already loaded. Calls
   * while one is under way share it.
   */
  open(): Promise<void> {
    this.#opening ??= this.#open().finally(() => {
      this.#opening = null;
    });
    return this.#opening;
  }

  /** 咨询客服 on a goods page: opens the chat, the goods' card offered to send (not sent). */
  askAbout(card: ProductCard): Promise<void> {
    this.offeredProduct = card;
    return this.open();
  }

  /** 发送商品: sends the offered card; it stays offered if the send fails. */
  async sendOffered(): Promise<boolean> {
    const card = this.offeredProduct;
    if (card === null) return false;
    const sent = await this.sendProduct(card);
    runInAction(() => {
      if (sent && this.offeredProduct === card) this.offeredProduct = null;
    });
    return sent;
  }

  async #open(): Promise<void> {
    if (!this.#deps.session.isCertified) return;
    if (this.#identity.data === null) await this.#identity.load();
    if (this.#identity.data === null) return;
    if (this.#latest.status !== 'ready') await this.#loadLatest();
  }

  /** After an error: loads again whatever failed. */
  retry(): Promise<void> {
    return this.open();
  }

  /** Talks to another sub-account: its latest page replaces the conversation. */
  async selectAccount(account: CustomerServiceAccount): Promise<void> {
    if (account === this.account) return;
    this.account = account;
    this.#clearConversation();
    await this.open();
  }

  /** Loads the page before the earliest message shown. */
  async loadEarlier(): Promise<void> {
    if (!this.hasEarlier || this.loadingEarlier) return;
    const generation = this.#generation;
    await this.#earlier.load();
    const page = this.#earlier.data;
    if (generation !== this.#generation || page === null) return;
    runInAction(() => {
      this.#older.replace(mergeCustomerMessages(this.#older, page.rows));
      this.total = page.total;
    });
  }

  /**
   * Sends a text (1–500 characters after trimming). Resolves true once the server has it (the
   * agent's reply arrives with it); false when it is refused or fails, with `sendError` set and
   * nothing added, so that the widget keeps the draft.
   */
  send(text: string): Promise<boolean> {
    if (this.sending) return Promise.resolve(false);
    const checked = customerMessageText.safeParse(text);
    if (!checked.success) return this.#refuse(checked.error.issues[0]?.message);
    return this.#send({ type: 'text', message: checked.data });
  }

  /** Sends a product card, e.g. from a goods page; resolves like `send`. */
  sendProduct(card: ProductCard): Promise<boolean> {
    if (this.sending) return Promise.resolve(false);
    const checked = productCard.safeParse(card);
    if (!checked.success) return this.#refuse(checked.error.issues[0]?.message);
    return this.#send({ type: 'product', message: checked.data });
  }

  /** Forgets the identity and the conversation (logout). */
  reset(): void {
    this.account = DEFAULT_CUSTOMER_SERVICE_ACCOUNT;
    this.offeredProduct = null;
    this.#identity.reset();
    this.#clearConversation();
  }

  async #send(content: CustomerMessageContent): Promise<boolean> {
    const identity = this.#identity.data;
    if (identity === null) return this.#refuse(this.error);
    const generation = this.#generation;
    this.sendError = '';
    const exchange = await this.#sending.run({
      token: identity.token,
      request: { ...content, account: this.account },
    });
    runInAction(() => {
      if (generation !== this.#generation) return;
      if (exchange === null) this.sendError = this.#sending.error;
      else {
        this.#sent.push(exchange.sent, exchange.reply);
        this.total += 2;
      }
    });
    return exchange !== null;
  }

  #refuse(message = ''): Promise<boolean> {
    this.sendError = message;
    return Promise.resolve(false);
  }

  async #loadLatest(): Promise<void> {
    const generation = this.#generation;
    await this.#latest.load();
    const page = this.#latest.data;
    if (generation !== this.#generation || page === null) return;
    runInAction(() => {
      this.#older.clear();
      this.#sent.clear();
      this.total = page.total;
    });
  }

  /** Only called once the identity is loaded (see `open`). */
  #page(pageNum: number): Promise<Page<CustomerMessage>> {
    const token = this.#identity.data?.token ?? '';
    return this.#deps.customerService.getMessages(token, {
      account: this.account,
      pageNum,
      pageSize: CUSTOMER_MESSAGE_PAGE_SIZE,
    });
  }

  #clearConversation(): void {
    this.#generation += 1;
    this.#older.clear();
    this.#sent.clear();
    this.total = 0;
    this.sendError = '';
    this.#latest.reset();
    this.#earlier.reset();
  }
}

/** The chat widget's store, built on first use (`root.feature(createCustomerServiceStore)`). */
export const createCustomerServiceStore: FeatureFactory<CustomerServiceStore> = ({
  http,
  session,
}) =>
  new CustomerServiceStore({
    customerService: createCustomerServiceService(http),
    common: createCommonService(http),
    session,
  });
