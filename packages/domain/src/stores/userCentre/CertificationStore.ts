import { makeAutoObservable, runInAction } from 'mobx';
import { CERTIFICATION_STATES } from '../../contract/userCentre.ts';
import type {
  Certification,
  CompanyCertDraft,
  CompanyCertForm,
} from '../../contract/userCentre.ts';
import { createUserCentreService } from '../../services/userCentre.ts';
import type { UserCentreService } from '../../services/userCentre.ts';
import type { Environment } from '../Environment.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { checkedImage, chooseImage } from '../kit/chooseImage.ts';

const LICENCE_MISSING = '请上传营业执照';

interface CertificationStoreDeps {
  service: Pick<UserCentreService, 'certification' | 'certify' | 'upload'>;
  session: { loadUserInfo(): Promise<void> };
  env: Pick<Environment, 'notify'>;
}

/** The business licence chosen for the form: its name, why it is refused, its id once sent. */
export interface ChosenLicence {
  fileName: string;
  /** 请上传 JPG 或 PNG 图片, 图片不能超过 5 MB…; '' when fine. */
  error: string;
  /** The uploaded image's id; 0 until it is uploaded. */
  fileId: number;
  uploading: boolean;
}

const BLANK: CompanyCertDraft = {
  companyName: '',
  creditCode: '',
  legalPerson: '',
  contactName: '',
  contactPhone: '',
};

/**
 * 企业认证 (userInfo/companyCreate): the user's certification (state, the last form, the reason
 * of a refusal); the business licence, checked by its content (JPG or PNG, at most 5 MB) and
 * uploaded when chosen; the form sent once (Idempotency-Key), after which the user is 审核中 and
 * the session's user is refreshed.
 */
export class CertificationStore {
  readonly certification: Resource<Certification>;
  readonly submit: SingleFlight<CompanyCertForm, Certification>;
  licence: ChosenLicence = { fileName: '', error: '', fileId: 0, uploading: false };
  readonly #deps: CertificationStoreDeps;

  constructor(deps: CertificationStoreDeps) {
    this.#deps = deps;
    this.certification = new Resource(deps.service.certification);
    this.submit = new SingleFlight(async (form, key) => {
      const answer = await deps.service.certify(form, key);
      runInAction(() => (this.certification.data = answer));
      deps.env.notify.success('认证资料已提交，请等待审核');
      await deps.session.loadUserInfo();
      return answer;
    });
    makeAutoObservable(this, { certification: false, submit: false }, { autoBind: true });
  }

  /** The state shown: CERTIFICATION_STATES, from the last answer. */
  get state(): number {
    return this.certification.data?.state ?? CERTIFICATION_STATES.none;
  }

  /** The form's starting values: the last form sent (a rejected one comes back filled), or blanks. */
  get draft(): CompanyCertDraft {
    const form = this.certification.data?.form;
    if (!form || this.state === CERTIFICATION_STATES.none) return BLANK;
    const { companyName, creditCode, legalPerson, contactName, contactPhone } = form;
    return { companyName, creditCode, legalPerson, contactName, contactPhone };
  }

  async load(): Promise<void> {
    await this.certification.load();
    const form = this.certification.data?.form;
    runInAction(() => {
      this.licence = form
        ? {
            fileName: form.licenceFileName,
            error: '',
            fileId: form.licenceFileId,
            uploading: false,
          }
        : { fileName: '', error: '', fileId: 0, uploading: false };
    });
  }

  /** Checks the chosen image by its content and uploads it; a bad one keeps its name and the reason. */
  chooseLicence(file: File | null): Promise<void> {
    return chooseImage(
      file,
      LICENCE_MISSING,
      this.#deps.service.upload,
      () => this.licence,
      (chosen) => (this.licence = chosen),
    );
  }

  /** Whether a licence is uploaded; says 请上传营业执照 at the field when none is being sent. */
  checkLicence(): boolean {
    this.licence = checkedImage(this.licence, LICENCE_MISSING);
    return this.licence.fileId !== 0;
  }

  /** Sends the form with the uploaded licence; refused (at the field) without one. */
  async send(draft: CompanyCertDraft): Promise<boolean> {
    if (!this.checkLicence()) return false;
    const { fileId, fileName } = this.licence;
    const sent = await this.submit.run({
      ...draft,
      licenceFileId: fileId,
      licenceFileName: fileName,
    });
    return sent !== null;
  }

  reset(): void {
    this.certification.reset();
    this.submit.reset();
    this.licence = { fileName: '', error: '', fileId: 0, uploading: false };
  }
}

/** The certification store, for `RootStore.feature`. */
export const createCertificationStore: FeatureFactory<CertificationStore> = ({
  http,
  session,
  env,
}) => new CertificationStore({ service: createUserCentreService(http), session, env });
