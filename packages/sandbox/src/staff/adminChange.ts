/**
 * 变更管理员 in the sandbox: the administrator's request (an active employee as the new
 * administrator, proved by the SMS code sent to their mobile, with an authorisation letter), and
 * the back office's decision, which swaps the roles. See adminChangePaths in contract/staff.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import { SMS_TYPE } from '@mall/domain/contract';
import type { AdminChange, AdminChangeRequest } from '@mall/domain/contract/staff';
import type { SessionUser } from '../context.ts';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { adminChanges, userFiles, users } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { redeemSmsCode } from '../sms.ts';
import { chinaDateTime } from '../time.ts';
import { raiseReminder } from '../userCentre/certification.ts';

type Db = SandboxDb | SandboxTx;

export const CHANGE_WAITING = '已有变更申请在审核中，请耐心等待';
export const NOT_AN_EMPLOYEE = '新管理员须为本企业在职员工';
export const WRONG_SMS_CODE = '短信验证码不正确或已过期';
export const NO_SUCH_LETTER = '授权书图片不存在，请重新上传';
export const NOTHING_TO_DECIDE = '该企业没有待审核的管理员变更申请';

/** The company's latest request, as the client reads it. */
export const latestAdminChangeOf = async (
  db: Db,
  companyId: number,
): Promise<AdminChange | null> => {
  const [row] = await db
    .select({
      change: adminChanges,
      mobile: users.username,
      realname: users.realname,
      fileName: userFiles.fileName,
    })
    .from(adminChanges)
    .innerJoin(users, eq(users.id, adminChanges.newAdminId))
    .innerJoin(userFiles, eq(userFiles.id, adminChanges.letterFileId))
    .where(eq(adminChanges.companyId, companyId))
    .orderBy(desc(adminChanges.submittedAt), desc(adminChanges.id))
    .limit(1);
  if (!row) return null;
  const { change, mobile, realname, fileName } = row;
  return {
    id: change.id,
    mobile,
    realname,
    letterFileName: fileName,
    status: change.status,
    rejectReason: change.rejectReason,
    submittedAt: chinaDateTime(change.submittedAt),
    decidedAt: change.decidedAt ? chinaDateTime(change.decidedAt) : null,
  };
};

/** Checks the SMS code outside the request's transaction (a wrong code counts as an attempt). */
export const smsCodeValid = (db: SandboxDb, { mobile, smsCode }: AdminChangeRequest, at: Date) =>
  redeemSmsCode(db, { username: mobile, type: SMS_TYPE.bind, code: smsCode }, at);

/** POST request: waits for the back office (审核中). */
export const requestAdminChange = async (
  tx: SandboxTx,
  admin: SessionUser,
  request: AdminChangeRequest,
  at: Date,
): Promise<void> => {
  const companyId = admin.companyId ?? 0;
  const latest = await latestAdminChangeOf(tx, companyId);
  if (latest?.status === 'pending') refuse(400, CHANGE_WAITING);
  const [employee] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.username, request.mobile),
        eq(users.companyId, companyId),
        eq(users.isAdministrators, 0),
        eq(users.status, 'active'),
      ),
    );
  if (!employee) return refuse(400, NOT_AN_EMPLOYEE);
  const [letter] = await tx
    .select({ id: userFiles.id })
    .from(userFiles)
    .where(and(eq(userFiles.id, request.letterFileId), eq(userFiles.userId, admin.id)));
  if (!letter) refuse(400, NO_SUCH_LETTER);
  await tx.insert(adminChanges).values({
    companyId,
    requestedBy: admin.id,
    newAdminId: employee.id,
    letterFileId: request.letterFileId,
    status: 'pending',
    submittedAt: at,
  });
  return undefined;
};

/** The waiting request of the company whose administrator is `username`. */
const waitingOf = async (tx: SandboxTx, username: string) => {
  const [row] = await tx
    .select({ change: adminChanges })
    .from(adminChanges)
    .innerJoin(users, eq(users.id, adminChanges.requestedBy))
    .where(and(eq(users.username, username), eq(adminChanges.status, 'pending')));
  return row?.change ?? refuse(404, NOTHING_TO_DECIDE);
};

/** The back office approves: the roles swap; 006 to the old administrator, 007 to the new. */
export const approveAdminChange = async (tx: SandboxTx, username: string, at: Date) => {
  const change = await waitingOf(tx, username);
  await tx
    .update(adminChanges)
    .set({ status: 'approved', decidedAt: at })
    .where(eq(adminChanges.id, change.id));
  await tx.update(users).set({ isAdministrators: 0 }).where(eq(users.id, change.requestedBy));
  await tx.update(users).set({ isAdministrators: 1 }).where(eq(users.id, change.newAdminId));
  await raiseReminder(tx, change.requestedBy, '006', at);
  await raiseReminder(tx, change.newAdminId, '007', at);
};

/** The back office rejects with a reason; 020 to the administrator who asked. */
export const rejectAdminChange = async (
  tx: SandboxTx,
  username: string,
  reason: string,
  at: Date,
) => {
  const change = await waitingOf(tx, username);
  await tx
    .update(adminChanges)
    .set({ status: 'rejected', rejectReason: reason, decidedAt: at })
    .where(eq(adminChanges.id, change.id));
  await raiseReminder(tx, change.requestedBy, '020', at);
};
