import { makeAutoObservable, runInAction } from 'mobx';
import type {
  StaffAction,
  StaffInvite,
  StaffMember,
  StaffPermission,
} from '../../contract/staff.ts';
import { createStaffService } from '../../services/staff.ts';
import type { StaffService } from '../../services/staff.ts';
import type { Environment } from '../Environment.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface StaffStoreDeps {
  service: StaffService;
  env: Pick<Environment, 'notify'>;
}

/** What the administrator did, as they are told when it is done. */
const DONE: Readonly<Record<StaffAction, string>> = {
  approve: '已通过该员工的申请',
  refuse: '已拒绝该员工的申请',
  disable: '已停用该员工',
  enable: '已启用该员工',
};

/**
 * 员工管理 (userInfo/companyStaff), the administrator's: the company's members (paged), an
 * invitation by mobile filled in a dialog, and the decisions on a member (approve or refuse an
 * applicant, disable or enable an employee, the permission), each sent once and followed by the
 * list again.
 */
export class StaffStore {
  readonly members: PagedList<StaffMember>;
  readonly invite: SingleFlight<StaffInvite, void>;
  readonly act: SingleFlight<{ id: number; action: StaffAction }, void>;
  readonly permission: SingleFlight<{ id: number; permission: StaffPermission }, void>;
  /** The invitation dialog is open. */
  inviting = false;
  readonly #deps: StaffStoreDeps;

  constructor(deps: StaffStoreDeps) {
    const { service } = deps;
    this.#deps = deps;
    this.members = new PagedList(service.list, {});
    this.invite = new SingleFlight((invite) => service.invite(invite));
    this.act = new SingleFlight(({ id, action }) => service.act(id, action));
    this.permission = new SingleFlight(({ id, permission }) =>
      service.setPermission(id, permission),
    );
    makeAutoObservable(
      this,
      { members: false, invite: false, act: false, permission: false },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    return this.members.load();
  }

  openInvite(): void {
    this.invite.reset();
    this.inviting = true;
  }

  closeInvite(): void {
    this.inviting = false;
  }

  /** Invites a mobile; on success the dialog closes and the list shows it as 已邀请. */
  async sendInvite(invite: StaffInvite): Promise<boolean> {
    if ((await this.invite.run(invite)) === null) return false;
    this.#deps.env.notify.success('邀请已发送，对方注册或登录后即成为企业员工');
    runInAction(() => (this.inviting = false));
    await this.members.load();
    return true;
  }

  /** Approves, refuses, disables or enables a member (the page confirms first). */
  async decide(id: number, action: StaffAction): Promise<void> {
    if ((await this.act.run({ id, action })) === null) return;
    this.#deps.env.notify.success(DONE[action]);
    await this.members.load();
  }

  /** Gives an employee another permission. */
  async setPermission(id: number, permission: StaffPermission): Promise<void> {
    if ((await this.permission.run({ id, permission })) === null) return;
    this.#deps.env.notify.success('员工权限已更新');
    await this.members.load();
  }

  reset(): void {
    this.members.reset();
    this.invite.reset();
    this.act.reset();
    this.permission.reset();
    this.inviting = false;
  }
}

/** The staff store, for `RootStore.feature`. */
export const createStaffStore: FeatureFactory<StaffStore> = ({ http, env }) =>
  new StaffStore({ service: createStaffService(http), env });
