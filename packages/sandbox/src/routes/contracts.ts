import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { API_BASE } from '@mall/domain/contract';
import {
  CONTRACT_UPLOAD_MAX_BYTES,
  contractFileError,
  orderListQuery,
  orderPaths,
  uploadContractRequest,
} from '@mall/domain/contract/orders';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { contracts, orders } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import {
  ORDER_LABELS,
  PAGING,
  check,
  companyOf,
  inTransaction,
  refuse,
  requirePermission,
} from '../orders/guards.ts';
import type { ContractRow } from '../orders/contracts.ts';
import {
  ownContract,
  platformPdf,
  selectContracts,
  toContract,
  unsignedCopy,
} from '../orders/contracts.ts';
import type { Db } from '../orders/read.ts';
import { loadOrder, orderFilter } from '../orders/read.ts';
import { addEvents } from '../orders/write/events.ts';
import { signedFileOf } from '../signature/signings.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { fileResponse } from './orders.ts';

const NO_SUCH_CONTRACT = '合同不存在';
const idParam = z.coerce.number().check(z.int(), z.positive());
const contractIdQuery = z.object({ contractId: idParam });

/**
 * The contract's PDF as the company has it: the copy signed with its electronic seal, else the
 * customer's uploaded copy, else the platform's; undefined when none can be made.
 */
const companyCopy = async (db: Db, { contract }: ContractRow, companyId: number) => {
  const signed = await signedFileOf(db, contract.id);
  return signed
    ? { bytes: new Uint8Array(signed), fileName: `销售合同-${contract.contractNo}-已签署.pdf` }
    : unsignedCopy(db, contract, companyId);
};

/** Sale contracts: the list, the PDFs, the customer's signed upload (the administrator's). */
export const contractRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);

  return new Hono<AppEnv>()
    .get(orderPaths.contracts, auth, requireCertified, async (c) => {
      const query = validateQuery(c, orderListQuery, { numbers: PAGING, labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const { pageNum, pageSize } = query.data;
      const where = orderFilter(companyOf(c), query.data);
      const [rows, total] = await Promise.all([
        selectContracts(db)
          .where(where)
          .orderBy(desc(contracts.createdAt), desc(contracts.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db
          .select({ id: contracts.id })
          .from(contracts)
          .innerJoin(orders, eq(orders.id, contracts.orderId))
          .where(where)
          .then((all) => all.length),
      ]);
      return ok({ rows: rows.map(toContract), total });
    })
    .get(`${orderPaths.orderContract}/:orderId`, auth, requireCertified, async (c) => {
      const id = idParam.safeParse(c.req.param('orderId'));
      const row =
        id.success && (await ownContract(db, eq(contracts.orderId, id.data), companyOf(c)));
      return row ? ok(toContract(row)) : fail(404, NO_SUCH_CONTRACT);
    })
    .get(orderPaths.contractPdfUrl, auth, requireCertified, async (c) => {
      const query = validateQuery(c, contractIdQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const row = await ownContract(db, eq(contracts.id, query.data.contractId), companyOf(c));
      if (!row) return fail(404, NO_SUCH_CONTRACT);
      return ok({ url: `${API_BASE}${orderPaths.contractView}/${row.contract.id}` });
    })
    .get(`${orderPaths.contractView}/:contractId`, auth, requireCertified, async (c) => {
      const id = idParam.safeParse(c.req.param('contractId'));
      const companyId = companyOf(c);
      const row = id.success && (await ownContract(db, eq(contracts.id, id.data), companyId));
      const file = row && (await companyCopy(db, row, companyId));
      if (!file) return fail(404, NO_SUCH_CONTRACT);
      return fileResponse(file.bytes, 'application/pdf', file.fileName, 'inline');
    })
    .post(orderPaths.contractPdf, auth, requireCertified, async (c) => {
      const body = await validateJson(c, z.object({ contractId: z.int().check(z.positive()) }), {
        labels: ORDER_LABELS,
      });
      if (!body.ok) return body.response;
      const companyId = companyOf(c);
      const row = await ownContract(db, eq(contracts.id, body.data.contractId), companyId);
      const pdf = row && (await platformPdf(db, row.contract, companyId));
      if (!row || !pdf) return fail(404, NO_SUCH_CONTRACT);
      return fileResponse(pdf, 'application/pdf', `销售合同-${row.contract.contractNo}.pdf`);
    })
    .put(
      orderPaths.uploadContract,
      auth,
      requireCertified,
      requirePermission('orderContract'),
      async (c) => {
        const body = await validateJson(c, uploadContractRequest, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        const { contractId, fileName, content } = body.data;
        const bytes = new Uint8Array(Buffer.from(content, 'base64'));
        const problem = contractFileError(fileName, bytes, CONTRACT_UPLOAD_MAX_BYTES);
        if (problem) return fail(400, problem);
        const companyId = companyOf(c);
        return inTransaction(db, async (tx) => {
          const row = await ownContract(tx, eq(contracts.id, contractId), companyId);
          if (!row) return refuse(404, NO_SUCH_CONTRACT);
          check(await loadOrder(tx, row.contract.orderId, companyId), 'uploadContract');
          await tx
            .update(contracts)
            .set({ customerFileName: fileName, customerFile: bytes })
            .where(eq(contracts.id, contractId));
          await addEvents(tx, now(), [
            { orderId: row.contract.orderId, text: `已上传盖章合同 ${fileName}` },
          ]);
          return ok(null);
        });
      },
    );
};
