import { delay, http } from 'msw';
import { signaturePaths } from '../../contract/signature.ts';
import type {
  CompanySeal,
  SealOpenRequest,
  SignContractRequest,
  SignatureRecord,
} from '../../contract/signature.ts';
import { anyOrigin, okJson, recording, refuse } from '../http.ts';
import { contractPdfHandlers } from '../orders/contracts/handlers.ts';
import type { RecordedRequest } from '../http.ts';
import { sealFixture } from './fixtures.ts';

interface SignatureServerOptions {
  /** The company's seal; not opened by default. */
  seal?: CompanySeal | null;
  records?: SignatureRecord[];
  /** A call that never answers: opening the seal or signing (in flight). */
  hang?: 'open' | 'sign';
}

/**
 * An 电子签章 server for one story: the seal (not opened by default) and the signing records.
 * Opening draws the fixture's seal for the typed signer (any 6-digit code but 000000 is right);
 * signing a contract adds a record (a contract signed already is refused as the sandbox does);
 * a contract's PDF is a tiny PDF. `hang` keeps one of the two sends in flight.
 */
export function createSignatureServer({
  seal: initialSeal = null,
  records: initialRecords = [],
  hang,
}: SignatureServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  let seal = initialSeal;
  let records = initialRecords;
  const record = (respond: Parameters<typeof recording>[1]) => recording(requests, respond);
  const handlers = [
    http.get(
      anyOrigin(signaturePaths.seal),
      record(() => okJson(seal)),
    ),
    http.post(
      anyOrigin(signaturePaths.seal),
      record(async ({ body }) => {
        if (hang === 'open') await delay('infinite');
        const { signerName, signerMobile, smsCode } = body as SealOpenRequest;
        if (smsCode === '000000') return refuse(400, '验证码错误或已过期');
        seal = { ...sealFixture, signerName, signerMobile, openedAt: '2026-03-18 11:00:00' };
        return okJson(seal);
      }),
    ),
    http.get(
      anyOrigin(signaturePaths.records),
      record(({ url }) => {
        const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        return okJson({
          rows: records.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          total: records.length,
        });
      }),
    ),
    http.get(
      anyOrigin(`${signaturePaths.contract}/:contractId`),
      record((_, { contractId = '' }) =>
        okJson(records.find((one) => one.contractId === Number(contractId)) ?? null),
      ),
    ),
    http.post(
      anyOrigin(signaturePaths.sign),
      record(async ({ body }) => {
        if (hang === 'sign') await delay('infinite');
        const { contractId, smsCode } = body as SignContractRequest;
        if (!seal) return refuse(400, '企业电子签章尚未开通');
        if (records.some((one) => one.contractId === contractId))
          return refuse(400, '该合同已签署');
        if (smsCode === '000000') return refuse(400, '验证码错误或已过期');
        const signed: SignatureRecord = {
          id: records.length + 1,
          contractId,
          contractNo: `HT${String(contractId).padStart(12, '0')}`,
          orderNo: '',
          signerName: seal.signerName,
          signedAt: '2026-03-18 11:00:00',
        };
        records = [signed, ...records];
        return okJson(signed);
      }),
    ),
    ...contractPdfHandlers(record, (contractId) => `销售合同-${contractId}-已签署.pdf`),
  ];
  return { handlers, requests };
}
