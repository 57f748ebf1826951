import { makeAutoObservable } from 'mobx';
import { clampCount } from '../../rules/index.ts';
import type { MessageService } from '../../services/index.ts';
import type { SessionView } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';

/** The unread message count. Loaded only with a token and a certified company (spec section 6). */
export class MessageStore {
  readonly #unread: Resource<number>;
  readonly #session: SessionView;

  constructor({ messages, session }: { messages: MessageService; session: SessionView }) {
    this.#unread = new Resource(messages.getUnreadCount);
    this.#session = session;
    makeAutoObservable(this);
  }

  /** 0 before loading. */
  get unreadCount(): number {
    return clampCount(this.#unread.data);
  }

  get status(): LoadStatus {
    return this.#unread.status;
  }

  load(): Promise<void> {
    const { isLoggedIn, isCertified } = this.#session;
    return isLoggedIn && isCertified ? this.#unread.load() : Promise.resolve();
  }

  reset(): void {
    this.#unread.reset();
  }
}
