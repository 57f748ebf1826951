import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { MessageSettingType, PushFlags, UserInfo } from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import {
  pickPushFlags,
  setMasterPush,
  setPushChannel,
  setSettingReceive,
  setTypeEnabled,
} from '../../rules/index.ts';
import type { PushChannel } from '../../rules/index.ts';
import { createMessageService, createUserService } from '../../services/index.ts';
import type { MessageService, UserService } from '../../services/index.ts';
import type { LoadStatus } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

type Flag = PushFlags['isPush'];

/** What the settings read from and tell the session. */
interface PushSession {
  readonly userInfo: UserInfo | null;
  loadUserInfo(): Promise<void>;
  applyPushFlags(flags: PushFlags): void;
}

interface NotificationSettingsDeps {
  messages: MessageService;
  user: UserService;
  session: PushSession;
}

/**
 * The message settings dialog (spec section 4). Each switch applies its rule at once, then
 * saves; if the server refuses, the switch reverts. A switch is refused (false) while another
 * save is in flight, so a revert never undoes a later change.
 */
class NotificationSettingsStore {
  /** The master switch and its channels; null until loaded. */
  push: PushFlags | null = null;
  /** The per-type settings, shown while the master switch is on. */
  tree: MessageSettingType[] = [];
  status: LoadStatus = 'idle';
  /** The client's message when loading failed; '' otherwise. */
  error = '';
  saving = false;
  readonly #deps: NotificationSettingsDeps;

  constructor(deps: NotificationSettingsDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { push: observableRef, tree: observableRef }, { autoBind: true });
  }

  /** The per-type panel shows only while the master switch is on. */
  get showsTypes(): boolean {
    return this.push?.isPush === 1;
  }

  /** Loads the user's switches (from the session, fetching the user if needed) and the tree. */
  async load(): Promise<void> {
    const { session, messages } = this.#deps;
    this.status = 'loading';
    this.error = '';
    try {
      const [tree] = await Promise.all([
        messages.getSettings(),
        session.userInfo ? Promise.resolve() : session.loadUserInfo(),
      ]);
      runInAction(() => {
        this.tree = tree;
        this.push = session.userInfo ? pickPushFlags(session.userInfo) : null;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = error instanceof Error ? error.message : String(error);
      });
      if (!(error instanceof ApiError)) throw error;
    }
  }

  setMaster(value: Flag): Promise<boolean> {
    return this.#savePush(() => setMasterPush(value));
  }

  setChannel(channel: PushChannel, value: Flag): Promise<boolean> {
    return this.#savePush((flags) => setPushChannel(flags, channel, value));
  }

  /** A type and all its sub-settings. */
  setType(typeId: number, value: Flag): Promise<boolean> {
    return this.#saveTree(setTypeEnabled(this.tree, typeId, value), () =>
      this.#deps.messages.updateTypeSetting({ messageTypeId: typeId, receive: value }),
    );
  }

  setSetting(messageSettingId: number, value: Flag): Promise<boolean> {
    return this.#saveTree(setSettingReceive(this.tree, messageSettingId, value), () =>
      this.#deps.messages.updateSetting({ messageSettingId, receive: value }),
    );
  }

  reset(): void {
    this.push = null;
    this.tree = [];
    this.status = 'idle';
    this.error = '';
    this.saving = false;
  }

  /** Refused (false) before the switches are loaded. */
  async #savePush(rule: (flags: PushFlags) => PushFlags): Promise<boolean> {
    const previous = this.push;
    if (previous === null) return false;
    const next = rule(previous);
    const saved = await this.#optimistic(
      () => (this.push = next),
      () => (this.push = previous),
      () => this.#deps.user.updatePushFlags(next),
    );
    if (saved) this.#deps.session.applyPushFlags(next);
    return saved;
  }

  #saveTree(next: MessageSettingType[], save: () => Promise<void>): Promise<boolean> {
    const previous = this.tree;
    return this.#optimistic(
      () => (this.tree = next),
      () => (this.tree = previous),
      save,
    );
  }

  /** Applies, saves, and reverts on failure (already shown by the http client). */
  async #optimistic(apply: () => void, revert: () => void, save: () => Promise<void>) {
    if (this.saving) return false;
    runInAction(() => {
      this.saving = true;
      apply();
    });
    try {
      await save();
      runInAction(() => (this.saving = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        revert();
      });
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
  }
}

/** The settings dialog's store, built on first use (`root.feature(createNotificationSettingsStore)`). */
export const createNotificationSettingsStore: FeatureFactory<NotificationSettingsStore> = ({
  http,
  session,
}) =>
  new NotificationSettingsStore({
    messages: createMessageService(http),
    user: createUserService(http),
    session,
  });
