import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  sealOpenRequest,
  signContractRequest,
  signaturePaths,
  signatureRecordQuery,
} from '@mall/domain/contract/signature';
import type { CompanySeal, SignatureRecord } from '@mall/domain/contract/signature';
import type { Page } from '@mall/domain/contract';
import type { PermissionKey } from '@mall/domain/contract/roles';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { contracts } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { companyOf, idempotent, inTransaction, requirePermission } from '../orders/guards.ts';
import {
  NO_SUCH_CONTRACT,
  openSeal,
  openRefusal,
  sealOf,
  signContract,
  signable,
  signatureRecordsOf,
  signingOf,
  smsCodeValid,
} from '../signature/signings.ts';
import { WRONG_SMS_CODE } from '../sms.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { ownContract, unsignedCopy } from '../orders/contracts.ts';

const SIGNATURE_LABELS = {
  signerName: '签署人姓名',
  signerMobile: '签署人手机号',
  smsCode: '短信验证码',
  contractId: '合同',
  pageNum: '页码',
  pageSize: '每页条数',
};
const contractIdParam = z.coerce.number().check(z.int(), z.positive());

/**
 * 电子签章: the seal and the signing records (any certified user of the company), opening the seal
 * and signing a contract (the administrator's, each once by its Idempotency-Key).
 */
export const signatureRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const member = [requireUser(deps), requireCertified] as const;
  /** An action of the table's row `key`, each once by its Idempotency-Key. */
  const acting = (key: PermissionKey) =>
    [...member, requirePermission(key), idempotent(deps)] as const;

  return new Hono<AppEnv>()
    .get(signaturePaths.seal, ...member, async (c) =>
      ok<CompanySeal | null>(await sealOf(db, companyOf(c))),
    )
    .post(signaturePaths.seal, ...acting('signatureSeal'), async (c) => {
      const body = await validateJson(c, sealOpenRequest, { labels: SIGNATURE_LABELS });
      if (!body.ok) return body.response;
      const refusal = await openRefusal(db, companyOf(c));
      if (refusal) return refusal;
      const admin = c.get('user').username;
      if (!(await smsCodeValid(db, admin, body.data.smsCode, now()))) {
        return fail(400, WRONG_SMS_CODE);
      }
      return inTransaction(db, async (tx) => {
        await openSeal(tx, c.get('user'), body.data, now());
        return ok<CompanySeal | null>(await sealOf(tx, companyOf(c)));
      });
    })
    .get(signaturePaths.records, ...member, async (c) => {
      const query = validateQuery(c, signatureRecordQuery, { labels: SIGNATURE_LABELS });
      if (!query.ok) return query.response;
      return ok<Page<SignatureRecord>>(await signatureRecordsOf(db, companyOf(c), query.data));
    })
    .get(`${signaturePaths.contract}/:contractId`, ...member, async (c) => {
      const id = contractIdParam.safeParse(c.req.param('contractId'));
      const signing = id.success ? await signingOf(db, companyOf(c), id.data) : undefined;
      return signing === undefined ? fail(404, NO_SUCH_CONTRACT) : ok(signing);
    })
    .post(signaturePaths.sign, ...acting('signatureSign'), async (c) => {
      const body = await validateJson(c, signContractRequest, { labels: SIGNATURE_LABELS });
      if (!body.ok) return body.response;
      const companyId = companyOf(c);
      const { contractId, smsCode } = body.data;
      const seal = await signable(db, companyId, contractId);
      if (seal instanceof Response) return seal;
      if (!(await smsCodeValid(db, seal.signerMobile, smsCode, now()))) {
        return fail(400, WRONG_SMS_CODE);
      }
      const row = await ownContract(db, eq(contracts.id, contractId), companyId);
      const copy = row && (await unsignedCopy(db, row.contract, companyId));
      if (!copy) return fail(404, NO_SUCH_CONTRACT);
      return inTransaction(db, async (tx) =>
        ok<SignatureRecord>(await signContract(tx, c.get('user'), contractId, copy.bytes, now())),
      );
    });
};
