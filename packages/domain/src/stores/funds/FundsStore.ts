import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  CollectionCompany,
  FundsAccount,
  FundsAction,
  HeldDeposit,
  RechargeDraft,
  RechargeRequest,
  SettleStyle,
  WithdrawRequest,
} from '../../contract/funds.ts';
import type { DownloadedFile } from '../../http/index.ts';
import type { CapitalQuery, CapitalRecord, FundManagementInfo } from '../../contract/userCentre.ts';
import { withdrawError } from '../../rules/funds.ts';
import { createFundsService } from '../../services/funds.ts';
import type { FundsService } from '../../services/funds.ts';
import { createUserCentreService } from '../../services/userCentre.ts';
import type { UserCentreService } from '../../services/userCentre.ts';
import type { Environment } from '../Environment.ts';
import { FileFetch } from '../kit/FileFetch.ts';
import { NO_IMAGE, checkedImage, chooseImage } from '../kit/chooseImage.ts';
import type { ChosenLicence } from '../userCentre/CertificationStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

/** The capital record's filters: one kind and a date range; absent for any. */
export type CapitalFilter = Omit<CapitalQuery, 'pageNum' | 'pageSize'>;

/** A money action the buyer has filled in and is asked to confirm. */
export type FundsConfirmation =
  { kind: 'recharge'; request: RechargeRequest } | { kind: 'withdraw'; request: WithdrawRequest };

interface FundsStoreDeps {
  service: FundsService;
  upload: UserCentreService['upload'];
  env: Pick<Environment, 'notify' | 'saveFile'>;
}

const NO_VOUCHER = NO_IMAGE;
const VOUCHER_MISSING = '请上传转账凭证';

/** A recharge's voucher image fetched to be shown, with the record's serial number. */
export interface ShownVoucher {
  title: string;
  file: DownloadedFile;
}

/**
 * 资金管理 (userFundManage): the account's balance, frozen and available amounts, what the
 * frozen money is held for, and the capital record (paged, by kind and dates, a recharge's
 * voucher viewable); a recharge by transfer with its voucher image (checked by its content and
 * uploaded when chosen) and a withdrawal with its SMS code, each filled in a dialog, confirmed,
 * and sent once with an Idempotency-Key; the removal of a recharge finance has not confirmed yet.
 */
export class FundsStore {
  readonly info: Resource<FundManagementInfo>;
  readonly deposits: Resource<HeldDeposit[]>;
  readonly records: PagedList<CapitalRecord, CapitalFilter>;
  readonly settleStyles: Resource<SettleStyle[]>;
  readonly companies: Resource<CollectionCompany[]>;
  /** The accounts of `collectionCompany`. */
  readonly accounts: Resource<FundsAccount[]>;
  readonly recharge: SingleFlight<RechargeRequest, FundsAction>;
  readonly withdraw: SingleFlight<WithdrawRequest, FundsAction>;
  readonly remove: SingleFlight<number, void>;
  /** The fetch of a record's voucher image. */
  readonly voucherFetch: FileFetch<number>;
  /** The recharge form's voucher image: chosen, checked, uploaded. */
  voucher: ChosenLicence = NO_VOUCHER;
  /** The voucher image shown; null when none is. */
  shownVoucher: ShownVoucher | null = null;
  /** The dialog open: the recharge or the withdrawal form; null for none. */
  dialog: 'recharge' | 'withdraw' | null = null;
  /** What waits for the buyer's confirmation; null when nothing does. */
  confirming: FundsConfirmation | null = null;
  /** The collection company whose accounts the recharge form offers. */
  collectionCompany = '';
  readonly #deps: FundsStoreDeps;

  constructor(deps: FundsStoreDeps) {
    const { service } = deps;
    this.#deps = deps;
    this.info = new Resource(service.info);
    this.deposits = new Resource(service.deposits);
    this.records = new PagedList(service.records, {});
    this.settleStyles = new Resource(service.settleStyles);
    this.companies = new Resource(service.collectionCompanies);
    this.accounts = new Resource(() => service.collectionAccounts(this.collectionCompany));
    const afterFailure = () => this.refresh();
    this.recharge = new SingleFlight(service.recharge, { afterFailure });
    this.withdraw = new SingleFlight(service.withdraw, { afterFailure });
    this.remove = new SingleFlight((id: number) => service.deleteRecord(id));
    this.voucherFetch = new FileFetch(deps.env.saveFile);
    makeAutoObservable(
      this,
      {
        info: false,
        deposits: false,
        records: false,
        settleStyles: false,
        companies: false,
        accounts: false,
        recharge: false,
        withdraw: false,
        remove: false,
        voucherFetch: false,
        shownVoucher: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The overview, the deposits held and the capital record's current page. */
  async load(): Promise<void> {
    await Promise.all([this.info.load(), this.deposits.load(), this.records.load()]);
  }

  /** Everything a movement changes, behind what is shown. */
  async refresh(): Promise<void> {
    await Promise.all([this.info.refresh(), this.deposits.refresh(), this.records.load()]);
  }

  /** Why a withdrawal of this (valid) amount is refused now; '' when it may be asked. */
  withdrawProblem(amount: string): string {
    return withdrawError(amount, this.info.data?.available ?? '0.00');
  }

  /** Opens the recharge form with the settle styles, the collection companies and accounts. */
  async openRecharge(): Promise<void> {
    this.recharge.reset();
    this.voucher = NO_VOUCHER;
    this.dialog = 'recharge';
    await Promise.all([this.settleStyles.load(), this.companies.load()]);
    const first = this.companies.data?.[0]?.companyName;
    if (first) await this.chooseCompany(first);
  }

  openWithdraw(): void {
    this.withdraw.reset();
    this.dialog = 'withdraw';
  }

  closeDialog(): void {
    this.dialog = null;
    this.confirming = null;
  }

  /** Offers the accounts of another collection company. */
  chooseCompany(companyName: string): Promise<void> {
    this.collectionCompany = companyName;
    return this.accounts.load();
  }

  /** Checks the chosen voucher by its content and uploads it; a bad one keeps its name and why. */
  chooseVoucher(file: File | null): Promise<void> {
    return chooseImage(
      file,
      VOUCHER_MISSING,
      this.#deps.upload,
      () => this.voucher,
      (chosen) => (this.voucher = chosen),
    );
  }

  /** Whether a voucher is uploaded; says 请上传转账凭证 at the field when none is being sent. */
  checkVoucher(): boolean {
    this.voucher = checkedImage(this.voucher, VOUCHER_MISSING);
    return this.voucher.fileId !== 0;
  }

  /** Asks to confirm a filled-in recharge, refused at the voucher's field without an upload. */
  askRecharge(draft: RechargeDraft): void {
    if (!this.checkVoucher()) return;
    this.ask({ kind: 'recharge', request: { ...draft, voucherFileId: this.voucher.fileId } });
  }

  /** Asks the buyer to confirm a filled-in action. */
  ask(confirmation: FundsConfirmation): void {
    this.confirming = confirmation;
  }

  /** Fetches a recharge's voucher image and shows it. */
  async showVoucher(record: CapitalRecord): Promise<void> {
    const file = await this.voucherFetch.fetch(record.id, () =>
      this.#deps.service.voucher(record.id),
    );
    if (file) {
      runInAction(() => {
        this.shownVoucher = { title: `转账凭证（${record.refNo ?? record.id}）`, file };
      });
    }
  }

  closeVoucher(): void {
    this.shownVoucher = null;
  }

  cancelConfirm(): void {
    this.confirming = null;
  }

  /** Sends the confirmed action once; closes the dialog and refreshes on success. */
  async confirm(): Promise<boolean> {
    const asked = this.confirming;
    if (!asked) return false;
    this.confirming = null;
    const { notify } = this.#deps.env;
    const done =
      asked.kind === 'recharge'
        ? (await this.recharge.run(asked.request)) !== null
        : (await this.withdraw.run(asked.request)) !== null;
    if (!done) return false;
    notify.success(
      asked.kind === 'recharge'
        ? '充值申请已提交，待财务确认到账'
        : '提现申请已提交，金额已冻结，待财务打款',
    );
    runInAction(() => (this.dialog = null));
    await this.refresh();
    return true;
  }

  /** Deletes a recharge still waiting for finance (the page confirms first). */
  async deleteRecord(id: number): Promise<void> {
    const done = await this.remove.run(id);
    if (done === null) return;
    this.#deps.env.notify.success('已删除');
    await this.records.load();
  }

  reset(): void {
    for (const resource of [
      this.info,
      this.deposits,
      this.settleStyles,
      this.companies,
      this.accounts,
    ])
      resource.reset();
    this.records.reset();
    this.recharge.reset();
    this.withdraw.reset();
    this.remove.reset();
    this.voucherFetch.reset();
    this.voucher = NO_VOUCHER;
    this.shownVoucher = null;
    this.dialog = null;
    this.confirming = null;
    this.collectionCompany = '';
  }
}

/** The funds store, for `RootStore.feature`. */
export const createFundsStore: FeatureFactory<FundsStore> = ({ http, env }) =>
  new FundsStore({
    service: createFundsService(http),
    upload: createUserCentreService(http).upload,
    env,
  });
