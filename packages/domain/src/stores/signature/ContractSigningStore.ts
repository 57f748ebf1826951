import { makeAutoObservable, runInAction } from 'mobx';
import type { SaleContract } from '../../contract/orders.ts';
import type { CompanySeal, SignatureRecord } from '../../contract/signature.ts';
import { signingNote, signingState } from '../../rules/signature.ts';
import type { SigningState } from '../../rules/signature.ts';
import { createSignatureService } from '../../services/signature.ts';
import type { SignatureService } from '../../services/signature.ts';
import type { Environment } from '../Environment.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface ContractSigningStoreDeps {
  service: Pick<SignatureService, 'seal' | 'signingOf' | 'sign'>;
  env: Pick<Environment, 'notify'>;
}

/**
 * 签署 from 历史合同 (orderHistory), the administrator's: the chosen contract, whether the
 * company's seal is opened and whether the contract is signed already; the SMS code sent to the
 * seal's signer confirms the signing, sent once (Idempotency-Key). The signed PDF is then what
 * 查看合同 and 下载合同 fetch.
 */
export class ContractSigningStore {
  /** The contract being signed; null when the dialog is closed. */
  contract: SaleContract | null = null;
  readonly seal: Resource<CompanySeal | null>;
  readonly signing: Resource<SignatureRecord | null>;
  readonly sign: SingleFlight<{ contractId: number; smsCode: string }, SignatureRecord>;
  /** Told when the chosen contract has been signed (the list reads itself again). */
  #onSigned: () => void = () => undefined;

  constructor({ service, env }: ContractSigningStoreDeps) {
    this.seal = new Resource(service.seal);
    this.signing = new Resource(() => service.signingOf(this.contract?.contractId ?? 0));
    this.sign = new SingleFlight(async (request, key) => {
      const record = await service.sign(request, key);
      runInAction(() => {
        this.signing.data = record;
      });
      env.notify.success('合同签署成功');
      this.#onSigned();
      return record;
    });
    makeAutoObservable(this, { seal: false, signing: false, sign: false }, { autoBind: true });
  }

  /**
   * Opens the dialog for a contract: reads the seal and the contract's signing. `onSigned` is
   * called once it has been signed here.
   */
  start(contract: SaleContract, onSigned: () => void = () => undefined): Promise<void> {
    this.contract = contract;
    this.#onSigned = onSigned;
    this.sign.reset();
    this.signing.reset();
    return Promise.all([this.seal.refresh(), this.signing.load()]).then(() => undefined);
  }

  /** Closes the dialog, unless the signing is being sent. */
  cancel(): void {
    if (!this.sign.pending) this.contract = null;
  }

  get state(): SigningState {
    const opened = this.seal.status === 'ready' ? this.seal.data !== null : undefined;
    const signed = this.signing.status === 'ready' ? this.signing.data !== null : undefined;
    return signingState(opened, signed);
  }

  /** What the dialog says instead of its form (该合同已签署, the seal not opened); '' otherwise. */
  get note(): string {
    return signingNote(this.state);
  }

  /** Signs the chosen contract with the SMS code; true when it went through. */
  async send(smsCode: string): Promise<boolean> {
    const { contract } = this;
    if (!contract || this.state !== 'ready') return false;
    return (await this.sign.run({ contractId: contract.contractId, smsCode })) !== null;
  }

  reset(): void {
    this.contract = null;
    this.seal.reset();
    this.signing.reset();
    this.sign.reset();
  }
}

/** The 历史合同 signing dialog's store, for `RootStore.feature`. */
export const createContractSigningStore: FeatureFactory<ContractSigningStore> = ({ http, env }) =>
  new ContractSigningStore({ service: createSignatureService(http), env });
