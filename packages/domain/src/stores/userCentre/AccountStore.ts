import { makeAutoObservable, runInAction } from 'mobx';
import {
  ACCOUNT_UPDATE,
  THIRD_PARTY_UPDATE,
  type AccountInfo,
  type AccountUpdate,
  type BindPhoneForm,
} from '../../contract/account.ts';
import type { ThirdPartyType } from '../../contract/index.ts';
import { createAccountService, type AccountService } from '../../services/account.ts';
import { createUserCentreService, type UserCentreService } from '../../services/userCentre.ts';
import type { Environment } from '../Environment.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import { chooseImage } from '../kit/chooseImage.ts';
import type { ChosenLicence } from './CertificationStore.ts';

interface AccountStoreDeps {
  service: Pick<AccountService, 'info' | 'rename' | 'update'>;
  upload: UserCentreService['upload'];
  session: Pick<SessionStore, 'loadUserInfo'>;
  env: Pick<Environment, 'notify'>;
}

const NO_AVATAR: ChosenLicence = { fileName: '', error: '', fileId: 0, uploading: false };

/** The provider's name, in the notices. */
const PROVIDER_NAME: Readonly<Record<ThirdPartyType, string>> = { 1: '微信', 2: 'QQ' };

/**
 * 账号信息 (userInfo/companyAccount): the account as getUserInfo gives it; the real name edited;
 * a new mobile bound with its SMS code; WeChat and QQ bound with the code their page gives back,
 * and unbound; the avatar uploaded (checked by its content) and set. Each change is sent once,
 * then the account and the session's user (the header's name) are read again.
 */
export class AccountStore {
  readonly info: Resource<AccountInfo>;
  readonly change: SingleFlight<AccountUpdate | { realname: string }, string>;
  /** The real name's form is open. */
  renaming = false;
  avatar: ChosenLicence = NO_AVATAR;
  /** The provider code being bound, so that a second mount does not send it again. */
  #boundCode = '';
  readonly #deps: AccountStoreDeps;

  constructor(deps: AccountStoreDeps) {
    this.#deps = deps;
    this.info = new Resource(deps.service.info);
    this.change = new SingleFlight(async (request) => {
      if ('realname' in request) {
        await deps.service.rename(request.realname);
        return '姓名已保存';
      }
      await deps.service.update(request);
      return noticeOf(request);
    });
    makeAutoObservable(this, { info: false, change: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.info.load();
  }

  startRenaming(): void {
    this.change.reset();
    this.renaming = true;
  }

  stopRenaming(): void {
    this.renaming = false;
  }

  /** Saves the real name; true when saved. */
  async rename(realname: string): Promise<boolean> {
    const done = await this.send({ realname });
    if (done) runInAction(() => (this.renaming = false));
    return done;
  }

  /** Binds the new mobile proven by its code; the refusal (a wrong code) is `change.error`. */
  bindPhone(form: BindPhoneForm): Promise<boolean> {
    return this.send({ updateType: ACCOUNT_UPDATE.bindPhone, ...form });
  }

  /** The provider's page came back with `code`: binds that identity, once per code. */
  async bindThirdParty(type: ThirdPartyType, code: string): Promise<boolean> {
    if (code === '' || code === this.#boundCode) return false;
    this.#boundCode = code;
    return this.send({ updateType: THIRD_PARTY_UPDATE[type].bind, code });
  }

  unbindThirdParty(type: ThirdPartyType): Promise<boolean> {
    return this.send({ updateType: THIRD_PARTY_UPDATE[type].unbind });
  }

  /** Checks the chosen image by its content, uploads it and makes it the avatar. */
  async chooseAvatar(file: File | null): Promise<void> {
    if (!file) return;
    await chooseImage(
      file,
      '请选择头像图片',
      this.#deps.upload,
      () => this.avatar,
      (chosen) => (this.avatar = chosen),
    );
    const { fileId } = this.avatar;
    if (fileId === 0) return;
    if (await this.send({ updateType: ACCOUNT_UPDATE.avatar, headpic: String(fileId) }))
      runInAction(() => (this.avatar = NO_AVATAR));
  }

  private async send(request: AccountUpdate | { realname: string }): Promise<boolean> {
    const notice = await this.change.run(request);
    if (notice === null) return false;
    this.#deps.env.notify.success(notice);
    await Promise.all([this.info.refresh(), this.#deps.session.loadUserInfo()]);
    return true;
  }

  reset(): void {
    this.info.reset();
    this.change.reset();
    this.renaming = false;
    this.avatar = NO_AVATAR;
    this.#boundCode = '';
  }
}

/** What the buyer is told once an updateAccount went through. */
const noticeOf = (update: AccountUpdate): string => {
  switch (update.updateType) {
    case ACCOUNT_UPDATE.bindPhone:
      return '手机号已绑定，请使用新手机号登录';
    case ACCOUNT_UPDATE.bindWechat:
    case ACCOUNT_UPDATE.bindQq:
      return `${PROVIDER_NAME[update.updateType]}已绑定`;
    case ACCOUNT_UPDATE.unbindWechat:
      return '微信已解绑';
    case ACCOUNT_UPDATE.unbindQq:
      return 'QQ已解绑';
    case ACCOUNT_UPDATE.avatar:
      return '头像已更新';
  }
};

/** The account store, for `RootStore.feature`. */
export const createAccountStore: FeatureFactory<AccountStore> = ({ http, session, env }) =>
  new AccountStore({
    service: createAccountService(http),
    upload: createUserCentreService(http).upload,
    session,
    env,
  });
