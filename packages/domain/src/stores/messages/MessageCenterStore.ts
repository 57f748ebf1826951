import { makeAutoObservable } from 'mobx';
import { CUSTOMER_SERVICE_TYPE_ID, MESSAGE_PAGE_SIZE } from '../../contract/index.ts';
import type { JumpMapEntry, Message, MessageType, Page } from '../../contract/index.ts';
import { succeeded } from '../../http/index.ts';
import { isUnread, messageTarget } from '../../rules/index.ts';
import { createMessageService } from '../../services/index.ts';
import type { MessageService } from '../../services/index.ts';
import type { Environment, SessionView } from '../Environment.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';

/** The fixed first tab: the customer-service chat (typeId -1). */
const CUSTOMER_SERVICE_TAB: MessageType = {
  typeId: CUSTOMER_SERVICE_TYPE_ID,
  title: '在线客服',
  unreadCount: 0,
};

interface MessageCenterDeps {
  messages: MessageService;
  session: SessionView;
  env: Pick<Environment, 'navigate'>;
  /** Reloads the header's unread count after messages were read. */
  reloadUnreadCount(): Promise<void>;
}

/** The message centre dialog and the header's drop-down (spec sections 2 and 4). */
class MessageCenterStore {
  /** The selected tab; null until the centre opens. */
  selectedTypeId: number | null = null;
  /** The drop-down's tab: a message type's typeId, or null for 全部 (every type). */
  latestTypeId: number | null = null;
  pageNum = 1;
  readonly #types: Resource<MessageType[]>;
  readonly #page: Resource<Page<Message>>;
  readonly #latest: Resource<Message[]>;
  readonly #jumpMap: Resource<JumpMapEntry[]>;
  readonly #deps: MessageCenterDeps;

  constructor(deps: MessageCenterDeps) {
    const { messages } = deps;
    this.#deps = deps;
    this.#types = new Resource(messages.getTypes);
    this.#page = new Resource(() =>
      messages.getList({
        messageTypeId: this.selectedTypeId ?? CUSTOMER_SERVICE_TYPE_ID,
        pageNum: this.pageNum,
        pageSize: MESSAGE_PAGE_SIZE,
      }),
    );
    this.#latest = new Resource(() => messages.getLatest(this.latestTypeId ?? undefined));
    this.#jumpMap = new Resource(messages.getJumpMap);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The server's message types (the drop-down's tabs after 全部). */
  get types(): MessageType[] {
    return (this.#types.data ?? []).filter((t) => t.typeId !== CUSTOMER_SERVICE_TYPE_ID);
  }

  /** The customer-service tab first, then the server's types. */
  get tabs(): MessageType[] {
    return [CUSTOMER_SERVICE_TAB, ...this.types];
  }

  get typesStatus(): LoadStatus {
    return this.#types.status;
  }

  get isCustomerService(): boolean {
    return this.selectedTypeId === CUSTOMER_SERVICE_TYPE_ID;
  }

  /** The selected type's current page; empty on the customer-service tab or before loading. */
  get rows(): Message[] {
    return this.#page.data?.rows ?? [];
  }

  get total(): number {
    return this.#page.data?.total ?? 0;
  }

  get pageSize(): number {
    return MESSAGE_PAGE_SIZE;
  }

  get listStatus(): LoadStatus {
    return this.#page.status;
  }

  /** The client's message when the list failed to load; '' otherwise. */
  get listError(): string {
    return this.#page.error;
  }

  /** The drop-down's latest messages. */
  get latest(): Message[] {
    return this.#latest.data ?? [];
  }

  get latestStatus(): LoadStatus {
    return this.#latest.status;
  }

  /** The client's message when the latest messages failed to load; '' otherwise. */
  get latestError(): string {
    return this.#latest.error;
  }

  /**
   * Opens the centre: loads the tabs and opens the first message type (or the chat if none),
   * unless the buyer picked a tab while they loaded.
   */
  async open(): Promise<void> {
    if (!this.#deps.session.isLoggedIn) return;
    this.selectedTypeId = null;
    await Promise.all([this.#types.load(), this.#jumpMap.load()]);
    if (this.selectedTypeId !== null) return;
    const first = this.tabs[1] ?? CUSTOMER_SERVICE_TAB;
    await this.selectType(first.typeId);
  }

  /**
   * Opens a tab. A message type is marked read on the server first, then its first page, the
   * tab counts and the header count are reloaded. The chat tab loads nothing here. The tab
   * already open is left as it is.
   */
  async selectType(typeId: number): Promise<void> {
    if (typeId === this.selectedTypeId) return;
    this.selectedTypeId = typeId;
    this.pageNum = 1;
    this.#page.reset();
    if (typeId === CUSTOMER_SERVICE_TYPE_ID) return;
    await succeeded(this.#deps.messages.markTypeRead(typeId));
    await this.#refresh();
  }

  setPage(pageNum: number): Promise<void> {
    this.pageNum = pageNum;
    return this.#page.load();
  }

  /** Mark all read; the UI has already asked 请确认. */
  async markAllRead(): Promise<boolean> {
    if (!(await succeeded(this.#deps.messages.clearUnread()))) return false;
    await this.#refresh();
    return true;
  }

  loadLatest(): Promise<void> {
    return this.#deps.session.isLoggedIn ? this.#latest.load() : Promise.resolve();
  }

  /**
   * The drop-down opens on `typeId` (the tab the buyer last chose; null for 全部): that tab's
   * latest messages load, and the types unless they are there or on their way (a second load
   * would drop the answer the centre's `open` waits for). A type the server no longer lists falls
   * back to 全部.
   */
  async openLatest(typeId: number | null): Promise<void> {
    if (!this.#deps.session.isLoggedIn) return;
    this.latestTypeId = typeId;
    const types = this.typesStatus === 'idle' || this.typesStatus === 'error';
    await Promise.all([types ? this.#types.load() : null, this.#latest.load()]);
    if (typeId === null || this.latestTypeId !== typeId || this.typesStatus !== 'ready') return;
    if (!this.types.some((type) => type.typeId === typeId)) await this.showLatest(null);
  }

  /** The buyer picked a drop-down tab: its latest messages load in place of the ones shown. */
  async showLatest(typeId: number | null): Promise<void> {
    if (typeId === this.latestTypeId) return;
    this.latestTypeId = typeId;
    this.#latest.reset();
    await this.loadLatest();
  }

  /**
   * A message was clicked: an unread one is marked read (and the counts, lists and header
   * count reload in the background), then the page its bizCode leads to (jump map) opens.
   * Resolves to that path, or null when the message leads nowhere.
   */
  async openMessage(message: Message): Promise<string | null> {
    if (isUnread(message) && (await succeeded(this.#deps.messages.markRead(message.id))))
      void this.#refresh();
    if (this.#jumpMap.data === null) await this.#jumpMap.load();
    const target = messageTarget(this.#jumpMap.data ?? [], message);
    if (target !== null) this.#deps.env.navigate(target);
    return target;
  }

  reset(): void {
    this.selectedTypeId = null;
    this.latestTypeId = null;
    this.pageNum = 1;
    this.#types.reset();
    this.#page.reset();
    this.#latest.reset();
  }

  /** The tab counts, the list (if a type is open), the drop-down and the header count. */
  async #refresh(): Promise<void> {
    const list = this.selectedTypeId === null || this.isCustomerService ? [] : [this.#page.load()];
    const latest = this.#latest.status === 'idle' ? [] : [this.#latest.load()];
    await Promise.all([this.#types.load(), ...list, ...latest, this.#deps.reloadUnreadCount()]);
  }
}

/** The message centre's store, built on first use (`root.feature(createMessageCenterStore)`). */
export const createMessageCenterStore: FeatureFactory<MessageCenterStore> = ({
  http,
  session,
  env,
  messages,
}) =>
  new MessageCenterStore({
    messages: createMessageService(http),
    session,
    env,
    reloadUnreadCount: () => messages.load(),
  });
