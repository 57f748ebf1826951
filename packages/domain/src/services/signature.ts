import {
  companySealOrNull,
  signatureRecord,
  signatureRecordOrNull,
  signatureRecordPage,
  signaturePaths as s,
} from '../contract/signature.ts';
import type {
  CompanySeal,
  SealOpenRequest,
  SignContractRequest,
  SignatureRecord,
  SignatureRecordQuery,
} from '../contract/signature.ts';
import type { Page } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

/**
 * Every call of 电子签章 (paths and shapes chosen in contract/signature.ts). Made inside the
 * signature stores' factories, so it loads with their pages.
 */
export const createSignatureService = (http: HttpClient) => ({
  /** The company's seal; null before it is opened. */
  seal: (): Promise<CompanySeal | null> => http.get(s.seal, companySealOrNull),
  /** Opens the seal once (Idempotency-Key). */
  openSeal: (request: SealOpenRequest, idempotencyKey: string): Promise<CompanySeal | null> =>
    http.post(s.seal, companySealOrNull, request, { idempotencyKey }),
  records: (query: SignatureRecordQuery): Promise<Page<SignatureRecord>> =>
    http.get(s.records, signatureRecordPage, { params: { ...query } }),
  /** The contract's signing; null while it is not signed. */
  signingOf: (contractId: number): Promise<SignatureRecord | null> =>
    http.get(`${s.contract}/${contractId}`, signatureRecordOrNull),
  /** Signs the contract with the seal once (Idempotency-Key). */
  sign: (request: SignContractRequest, idempotencyKey: string): Promise<SignatureRecord> =>
    http.post(s.sign, signatureRecord, request, { idempotencyKey }),
});
export type SignatureService = ReturnType<typeof createSignatureService>;
