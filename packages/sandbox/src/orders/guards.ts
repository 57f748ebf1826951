/** What every order call checks: the user's role, the idempotency key, the order's stage. */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import { ORDER_ADMIN_MESSAGE, ORDER_STATE_CODE } from '@mall/domain/contract/orders';
import type { PermissionKey } from '@mall/domain/contract/roles';
import { ROLE_REFUSED_CODE, companyRole, mayDo } from '@mall/domain/contract/roles';
import type { AppEnv, Deps } from '../context.ts';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { fail } from '../envelope.ts';
import type { LoadedOrder } from './read.ts';
import type { OrderAction } from './stateMachine.ts';
import { allows, refusal } from './stateMachine.ts';

/** Unknown orders and other companies' orders alike. */
export const ORDER_NOT_FOUND = '订单不存在';
export const MISSING_IDEMPOTENCY_KEY = '缺少 Idempotency-Key';
/** A repeated key whose first call has not answered yet. */
export const IDEMPOTENCY_IN_FLIGHT = '请求正在处理中，请勿重复提交';

/**
 * Whether the logged-in user may take the action of `key`, a row of the permissions table
 * (contract/roles.ts), on what they submitted themselves (`own`) or not.
 */
export const mayTake = (c: Context<AppEnv>, key: PermissionKey, own = true): boolean =>
  mayDo(companyRole(c.get('user').isAdministrators), key, own);

/**
 * After `requireUser`: the one guard of the permissions table. A role the row refuses is
 * answered ROLE_REFUSED_CODE (4101); an employee's 'own' row passes here, and the route checks
 * that what is acted on is the user's own (`mayTake` with `own`, INQUIRY_OWNER_CODE otherwise).
 */
export const requirePermission = (key: PermissionKey) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!mayTake(c, key)) return fail(ROLE_REFUSED_CODE, ORDER_ADMIN_MESSAGE);
    await next();
  });

/** The logged-in user's company; 0 (no company's id) for a user without one. */
export const companyOf = (c: Context<AppEnv>): number => c.get('user').companyId ?? 0;

/** A refusal that rolls back the transaction it is thrown in (see `inTransaction`). */
export class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

/** Throws a refusal: body code `code` with `msg`. */
export const refuse = (code: number, msg: string): never => {
  throw new Refused(fail(code, msg));
};

/** Refuses an action the order's stage does not allow, or an unknown order. */
export const check = (order: LoadedOrder | undefined, action: OrderAction): LoadedOrder => {
  if (!order) return refuse(404, ORDER_NOT_FOUND);
  const { stage } = order.summary;
  return allows(action, stage) ? order : refuse(ORDER_STATE_CODE, refusal(action, stage));
};

/** Runs `work` in a transaction; a `Refused` thrown in it rolls back and is answered. */
export const inTransaction = async (
  db: SandboxDb,
  work: (tx: SandboxTx) => Promise<Response>,
): Promise<Response> => {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refused) return error.response;
    throw error;
  }
};

/**
 * Money-moving calls: they need an Idempotency-Key (400 without one); a key the user already
 * sent to the same path is answered with the first answer, without acting again. The key is
 * claimed before the call runs, so a repeat sent meanwhile is refused (409), never run twice.
 */
export const idempotent = ({ db, now }: Pick<Deps, 'db' | 'now'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim();
    if (!key) return fail(400, MISSING_IDEMPOTENCY_KEY);
    const row = { userId: c.get('user').id, path: c.req.path, key };
    const where = and(
      eq(idempotencyKeys.userId, row.userId),
      eq(idempotencyKeys.path, row.path),
      eq(idempotencyKeys.key, key),
    );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...row, response: null, createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await db
        .select({ response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(where);
      return stored?.response ? Response.json(stored.response) : fail(409, IDEMPOTENCY_IN_FLIGHT);
    }
    await next();
    const answer: unknown = await c.res.clone().json();
    const failed =
      typeof answer === 'object' && answer !== null && 'code' in answer && answer.code === 500;
    // An unexpected error is not an answer: the key may be tried again.
    if (failed) await db.delete(idempotencyKeys).where(where);
    else await db.update(idempotencyKeys).set({ response: answer }).where(where);
  });

/** Field names of the order calls, for the validation messages. */
export const ORDER_LABELS = {
  orderNo: '订单编号',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  ids: '订单',
  id: '订单',
  orderId: '订单',
  orderIds: '订单',
  reasonId: '取消原因',
  remark: '备注',
  stage: '订单状态',
  payIds: '付款记录',
  payType: '支付方式',
  collectionAccountId: '收款账户',
  voucherNo: '转账流水号',
  detailIds: '订单明细',
  detailId: '订单明细',
  weight: '吨数',
  lines: '商品',
  diffId: '差价款',
  kind: '类型',
  parentid: '订单',
  content: '内容',
  deliveryId: '发货单',
  deliveryIds: '发货单',
  deliveryType: '提货方式',
  contactName: '联系人',
  contactPhone: '联系电话',
  address: '收货地址',
  plateNo: '车牌号',
  plannedDate: '提货日期',
  status: '开票状态',
  invoiceId: '发票',
  score: '评分',
  contractId: '合同',
  fileName: '文件名',
} as const;

/** The list query's numeric fields (query strings carry text). */
export const PAGING = ['pageNum', 'pageSize'] as const;
