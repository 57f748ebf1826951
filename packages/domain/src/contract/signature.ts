import * as z from 'zod/mini';
import { page } from './envelope.ts';
import { smsCode } from './gateway.ts';
import { dateTime } from './messages.ts';
import { mobileNumber } from './validation.ts';

/**
 * 电子签章 (center/userSignature) and signing a sale contract from 历史合同 (orderHistory), spec
 * sections 2 and 7. The spec shows none of these calls: the paths and payloads below are chosen
 * once here, for the client, the story fixtures and the sandbox alike.
 *
 * - The company has at most one electronic seal. Opening it is the administrator's (an employee
 *   is answered ORDER_ADMIN_CODE, 4101, and the screen says why without asking): it names the
 *   authorised signer (name and mobile) and is confirmed by the SMS code sent to the
 *   administrator's own login mobile (GET /user/sendSms type 4, SMS_TYPE.bind): the administrator
 *   consents to the seal, the signer consents to each signing. The sandbox draws the seal from the company's
 *   certified name: a round red seal, the name on the upper arc, a star in the middle, answered as
 *   an SVG data URL (`sealImage`, shown with <img>, so nothing in it runs).
 * - Signing a contract is the administrator's too: it needs the opened seal and the SMS code sent
 *   to the authorised signer's mobile (same type; two numbers, so that opening and signing at once
 *   do not wait out each other's resend interval), and carries an Idempotency-Key (one signing, the first
 *   answer replayed). The sandbox stamps the seal on the last page of the contract's PDF (the
 *   customer's uploaded copy if there is one, else the platform's), records the signing, and from
 *   then on the contract's PDF (orderPaths.contractView, 查看合同 / 下载合同) is the signed one.
 *   A contract is signed once: again is refused with CONTRACT_ALREADY_SIGNED; another company's
 *   contract is answered 404 合同不存在.
 */
export const signaturePaths = {
  /** GET: the company's seal (companySeal) or null before it is opened; POST sealOpenRequest. */
  seal: '/pc/user/signature/seal',
  /** GET signatureRecordQuery: the contracts signed with the seal, newest first (signatureRecordPage). */
  records: '/pc/user/signature/records',
  /** Followed by '/{contractId}': GET the contract's signing (signatureRecord) or null. */
  contract: '/pc/user/signature/contract',
  /** POST signContractRequest (Idempotency-Key): answers the new signatureRecord. */
  sign: '/pc/user/signature/sign',
} as const;

/** Why a contract is not signed again (sandbox answer, dialog note). */
export const CONTRACT_ALREADY_SIGNED = '该合同已签署';
/** Why a contract cannot be signed before the seal is opened. */
export const SEAL_NOT_OPENED = '企业电子签章尚未开通';
/** Why the seal is not opened twice. */
export const SEAL_ALREADY_OPENED = '企业电子签章已开通';

/** The authorised signer's name: as a person's real name is typed at registration. */
const signerName = z
  .string()
  .check(z.trim(), z.minLength(1, '请输入签署人姓名'), z.maxLength(20, '姓名不能超过 20 个字'));

/** The typed fields of opening the seal, checked at each field. */
export const sealOpenRequest = z.object({
  signerName,
  signerMobile: mobileNumber,
  smsCode,
});
export type SealOpenRequest = z.infer<typeof sealOpenRequest>;

/** The company's opened seal. */
export const companySeal = z.object({
  /** The certified company name drawn on the seal. */
  companyName: z.string(),
  /** The seal's image: `data:image/svg+xml;base64,…`, drawn by the server. */
  sealImage: z.string().check(z.startsWith('data:image/svg+xml;base64,', '签章图片不正确')),
  signerName: z.string(),
  signerMobile: z.string(),
  openedAt: dateTime,
});
export type CompanySeal = z.infer<typeof companySeal>;
export const companySealOrNull = z.nullable(companySeal);

/** One contract signed with the seal. */
export const signatureRecord = z.object({
  id: z.int(),
  contractId: z.int(),
  contractNo: z.string(),
  orderNo: z.string(),
  signerName: z.string(),
  signedAt: dateTime,
});
export type SignatureRecord = z.infer<typeof signatureRecord>;
export const signatureRecordOrNull = z.nullable(signatureRecord);
export const signatureRecordPage = page(signatureRecord);

export const signatureRecordQuery = z.object({
  pageNum: z.coerce.number().check(z.int(), z.positive()),
  pageSize: z.coerce.number().check(z.int(), z.positive(), z.maximum(50)),
});
export type SignatureRecordQuery = z.infer<typeof signatureRecordQuery>;

/** The signing dialog's typed field: the SMS code sent to the signer's mobile. */
export const signConfirmForm = z.object({ smsCode });
export type SignConfirmForm = z.infer<typeof signConfirmForm>;

/** POST sign: the contract and the SMS code sent to the signer's mobile. */
export const signContractRequest = z.extend(signConfirmForm, {
  contractId: z.int().check(z.positive()),
});
export type SignContractRequest = z.infer<typeof signContractRequest>;

/** Sandbox only: the back office takes the company's seal and signings away (named by a user). */
export const signatureAdminPaths = {
  reset: '/__admin/signature/reset',
} as const;
export const signatureReset = z.object({ username: mobileNumber });
