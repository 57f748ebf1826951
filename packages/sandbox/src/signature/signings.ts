/**
 * 电子签章 in the sandbox: the company's seal (opened once by its administrator, confirmed by an
 * SMS code, naming the authorised signer) and the contracts signed with it (each confirmed by the
 * SMS code sent to the signer). See signaturePaths in
 * contract/signature.ts.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { SMS_TYPE } from '@mall/domain/contract';
import {
  CONTRACT_ALREADY_SIGNED,
  SEAL_ALREADY_OPENED,
  SEAL_NOT_OPENED,
} from '@mall/domain/contract/signature';
import type {
  CompanySeal,
  SealOpenRequest,
  SignatureRecord,
  SignatureRecordQuery,
} from '@mall/domain/contract/signature';
import type { Page } from '@mall/domain/contract';
import type { SessionUser } from '../context.ts';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { companies, companySeals, contractSignings, contracts, orders } from '../db/schema.ts';
import { fail } from '../envelope.ts';
import { Refused, refuse } from '../orders/guards.ts';
import { addEvents } from '../orders/write/events.ts';
import { redeemSmsCode } from '../sms.ts';
import { chinaDateTime } from '../time.ts';
import { sealDataUrl, sealSvg, stampPdf } from './seal.ts';

type Db = SandboxDb | SandboxTx;

/** Another company's contract is answered as an unknown one. */
export const NO_SUCH_CONTRACT = '合同不存在';
export const STAMP_FAILED = '合同文件无法盖章，请联系平台';

const sealRow = async (db: Db, companyId: number) => {
  const [row] = await db.select().from(companySeals).where(eq(companySeals.companyId, companyId));
  return row;
};

/** The company's seal as the client reads it, or null before it is opened. */
export const sealOf = async (db: Db, companyId: number): Promise<CompanySeal | null> => {
  const row = await sealRow(db, companyId);
  return row
    ? {
        companyName: row.companyName,
        sealImage: sealDataUrl(row.svg),
        signerName: row.signerName,
        signerMobile: row.signerMobile,
        openedAt: chinaDateTime(row.openedAt),
      }
    : null;
};

/** Uses up the SMS code sent to `mobile` (outside any transaction: a wrong code counts). */
export const smsCodeValid = (db: SandboxDb, mobile: string, code: string, at: Date) =>
  redeemSmsCode(db, { username: mobile, type: SMS_TYPE.bind, code }, at);

/** Why the company cannot open its seal (it has one), or null. */
export const openRefusal = async (db: Db, companyId: number): Promise<Response | null> =>
  (await sealRow(db, companyId)) ? fail(400, SEAL_ALREADY_OPENED) : null;

/** POST seal: draws the seal from the company's certified name and keeps the signer. */
export const openSeal = async (
  tx: SandboxTx,
  admin: SessionUser,
  request: SealOpenRequest,
  at: Date,
): Promise<void> => {
  const companyId = admin.companyId ?? 0;
  const refusal = await openRefusal(tx, companyId);
  if (refusal) throw new Refused(refusal);
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return refuse(404, '企业不存在');
  await tx.insert(companySeals).values({
    companyId,
    companyName: company.name,
    svg: sealSvg(company.name),
    signerName: request.signerName,
    signerMobile: request.signerMobile,
    openedBy: admin.id,
    openedAt: at,
  });
};

const recordColumns = {
  id: contractSignings.id,
  contractId: contractSignings.contractId,
  contractNo: contracts.contractNo,
  orderNo: orders.orderNo,
  signerName: contractSignings.signerName,
  signedAt: contractSignings.signedAt,
};

const toRecord = ({
  signedAt,
  ...row
}: { signedAt: Date } & Omit<SignatureRecord, 'signedAt'>) => ({
  ...row,
  signedAt: chinaDateTime(signedAt),
});

const signingsOf = (db: Db, companyId: number) =>
  db
    .select(recordColumns)
    .from(contractSignings)
    .innerJoin(contracts, eq(contracts.id, contractSignings.contractId))
    .innerJoin(orders, eq(orders.id, contracts.orderId))
    .where(eq(contractSignings.companyId, companyId))
    .$dynamic();

/** GET records: the company's signings, newest first. */
export const signatureRecordsOf = async (
  db: Db,
  companyId: number,
  { pageNum, pageSize }: SignatureRecordQuery,
): Promise<Page<SignatureRecord>> => {
  const [rows, [total]] = await Promise.all([
    signingsOf(db, companyId)
      .orderBy(desc(contractSignings.signedAt), desc(contractSignings.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ total: count() })
      .from(contractSignings)
      .where(eq(contractSignings.companyId, companyId)),
  ]);
  return { rows: rows.map(toRecord), total: total?.total ?? 0 };
};

/** A contract's signing, or null; undefined for another company's or an unknown contract. */
export const signingOf = async (
  db: Db,
  companyId: number,
  contractId: number,
): Promise<SignatureRecord | null | undefined> => {
  const [own] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(orders, eq(orders.id, contracts.orderId))
    .where(and(eq(contracts.id, contractId), eq(orders.companyId, companyId)));
  if (!own) return undefined;
  const [row] = await signingsOf(db, companyId).where(
    and(eq(contractSignings.companyId, companyId), eq(contractSignings.contractId, contractId)),
  );
  return row ? toRecord(row) : null;
};

/** The signed PDF of a contract, if it is signed. */
export const signedFileOf = async (db: Db, contractId: number) => {
  const [row] = await db
    .select({ file: contractSignings.signedFile })
    .from(contractSignings)
    .where(eq(contractSignings.contractId, contractId));
  return row?.file;
};

/**
 * What a signing needs before its SMS code is used: the company's own contract, not signed yet,
 * and its seal; otherwise the refusal (another company's contract is unknown, 404).
 */
export const signable = async (db: Db, companyId: number, contractId: number) => {
  const signing = await signingOf(db, companyId, contractId);
  if (signing === undefined) return fail(404, NO_SUCH_CONTRACT);
  if (signing !== null) return fail(400, CONTRACT_ALREADY_SIGNED);
  const seal = await sealRow(db, companyId);
  return seal ?? fail(400, SEAL_NOT_OPENED);
};

/**
 * POST sign: stamps the seal on `contractPdf` (the contract as the company has it), records the
 * signing and notes it on the order; answers the record.
 */
export const signContract = async (
  tx: SandboxTx,
  admin: SessionUser,
  contractId: number,
  contractPdf: Uint8Array,
  at: Date,
): Promise<SignatureRecord> => {
  const companyId = admin.companyId ?? 0;
  const seal = await signable(tx, companyId, contractId);
  if (seal instanceof Response) throw new Refused(seal);
  const signed = await stampPdf(contractPdf, seal.companyName);
  if (!signed) return refuse(500, STAMP_FAILED);
  const [contract] = await tx
    .select({ orderId: contracts.orderId, contractNo: contracts.contractNo })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  await tx.insert(contractSignings).values({
    companyId,
    contractId,
    signerName: seal.signerName,
    signedBy: admin.id,
    signedAt: at,
    signedFile: signed,
  });
  if (contract) {
    await addEvents(tx, at, [
      { orderId: contract.orderId, text: `合同 ${contract.contractNo} 已使用电子签章签署` },
    ]);
  }
  const record = await signingOf(tx, companyId, contractId);
  return record ?? refuse(500, STAMP_FAILED);
};

/** Sandbox back office: the company of `companyId` loses its seal and its signings. */
export const resetSignature = async (tx: SandboxTx, companyId: number): Promise<void> => {
  await tx.delete(contractSignings).where(eq(contractSignings.companyId, companyId));
  await tx.delete(companySeals).where(eq(companySeals.companyId, companyId));
};
