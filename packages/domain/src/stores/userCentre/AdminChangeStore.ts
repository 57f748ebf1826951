import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminChange, AdminChangeDraft, AdminChangeRequest } from '../../contract/staff.ts';
import { createStaffService } from '../../services/staff.ts';
import type { StaffService } from '../../services/staff.ts';
import { createUserCentreService } from '../../services/userCentre.ts';
import type { UserCentreService } from '../../services/userCentre.ts';
import type { Environment } from '../Environment.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { NO_IMAGE, checkedImage, chooseImage } from '../kit/chooseImage.ts';
import type { ChosenLicence } from './CertificationStore.ts';

interface AdminChangeStoreDeps {
  service: Pick<StaffService, 'adminChange' | 'requestAdminChange'>;
  upload: UserCentreService['upload'];
  env: Pick<Environment, 'notify'>;
}

const NO_LETTER = NO_IMAGE;
const LETTER_MISSING = '请上传授权书';

/**
 * 变更管理员 (userInfo/companyUpdateAdmin), the administrator's: the latest request and its
 * state (审核中, 已通过, 已驳回 with the reason); the authorisation letter, checked by its content
 * (JPG or PNG, at most 5 MB) and uploaded when chosen; the request sent once. The roles change
 * with reminders 006 / 007, which refresh the session's user.
 */
export class AdminChangeStore {
  readonly latest: Resource<AdminChange | null>;
  readonly submit: SingleFlight<AdminChangeRequest, AdminChange | null>;
  letter: ChosenLicence = NO_LETTER;
  /** The form is shown again after a decision (a new request). */
  asking = false;
  readonly #deps: AdminChangeStoreDeps;

  constructor(deps: AdminChangeStoreDeps) {
    this.#deps = deps;
    this.latest = new Resource(deps.service.adminChange);
    this.submit = new SingleFlight(async (request, key) => {
      const answer = await deps.service.requestAdminChange(request, key);
      runInAction(() => {
        this.latest.data = answer;
        this.asking = false;
      });
      deps.env.notify.success('变更申请已提交，请等待审核');
      return answer;
    });
    makeAutoObservable(this, { latest: false, submit: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.latest.load();
  }

  /** Whether the form shows: no request yet, or a decided one and the administrator asks again. */
  get formShown(): boolean {
    const status = this.latest.data?.status;
    return status === undefined || (status !== 'pending' && this.asking);
  }

  askAgain(): void {
    this.asking = true;
    this.submit.reset();
    this.letter = NO_LETTER;
  }

  /** Checks the chosen letter by its content and uploads it; a bad one keeps its name and the reason. */
  chooseLetter(file: File | null): Promise<void> {
    return chooseImage(
      file,
      LETTER_MISSING,
      this.#deps.upload,
      () => this.letter,
      (chosen) => (this.letter = chosen),
    );
  }

  /** Whether a letter is uploaded; says 请上传授权书 at the field when none is being sent. */
  checkLetter(): boolean {
    this.letter = checkedImage(this.letter, LETTER_MISSING);
    return this.letter.fileId !== 0;
  }

  /** Sends the typed fields with the uploaded letter; refused at the field without one. */
  async send(draft: AdminChangeDraft): Promise<boolean> {
    if (!this.checkLetter()) return false;
    const { fileId, fileName } = this.letter;
    const sent = await this.submit.run({
      ...draft,
      letterFileId: fileId,
      letterFileName: fileName,
    });
    return sent !== null;
  }

  reset(): void {
    this.latest.reset();
    this.submit.reset();
    this.letter = NO_LETTER;
    this.asking = false;
  }
}

/** The administrator-change store, for `RootStore.feature`. */
export const createAdminChangeStore: FeatureFactory<AdminChangeStore> = ({ http, env }) =>
  new AdminChangeStore({
    service: createStaffService(http),
    upload: createUserCentreService(http).upload,
    env,
  });
