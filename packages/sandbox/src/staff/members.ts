/**
 * 员工管理 in the sandbox: a company's members (its users, the mobiles invited, the users who
 * applied), the administrator's decisions on them, and the login that makes an invited mobile
 * an employee. See the reminders assigned in contract/staff.ts.
 */
import { and, asc, count, desc, eq, notExists, sql } from 'drizzle-orm';
import { EXAMINE_STATE } from '@mall/domain/contract';
import type { Page } from '@mall/domain/contract';
import type {
  StaffAction,
  StaffMember,
  StaffPermission,
  StaffQuery,
} from '@mall/domain/contract/staff';
import type { SessionUser } from '../context.ts';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { companies, sessions, staffMembers, users } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { chinaDateTime } from '../time.ts';
import { raiseReminder } from '../userCentre/certification.ts';
import { permissionChangeable, staffMove } from './stateMachine.ts';

type Db = SandboxDb | SandboxTx;

export const NO_SUCH_MEMBER = '员工不存在';
export const ALREADY_MEMBER = '该手机号已在员工列表中';
export const OTHER_COMPANY = '该手机号已属于其他企业';
export const PERMISSION_FIXED = '只能设置在职或已停用员工的权限';
export const NO_SUCH_COMPANY = '企业不存在';
export const NOT_REGISTERED_USER = '该手机号尚未注册';

/** Gives every user of the company a line (a company certified or seeded before this table). */
const ensureMembers = async (db: Db, companyId: number, at: Date): Promise<void> => {
  const company = await db
    .select({ mobile: users.username, userId: users.id, status: users.status })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        notExists(
          db
            .select({ id: staffMembers.id })
            .from(staffMembers)
            .where(and(eq(staffMembers.companyId, companyId), eq(staffMembers.userId, users.id))),
        ),
      ),
    );
  if (company.length === 0) return;
  await db
    .insert(staffMembers)
    .values(
      company.map(({ mobile, userId, status }) => ({
        companyId,
        mobile,
        userId,
        status: status === 'frozen' ? ('disabled' as const) : ('active' as const),
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
};

/** GET list: the company's members, the administrator first, then the newest. */
export const staffPageOf = async (
  db: SandboxDb,
  companyId: number,
  { pageNum, pageSize }: StaffQuery,
  at: Date,
): Promise<Page<StaffMember>> => {
  await ensureMembers(db, companyId, at);
  const where = eq(staffMembers.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffMembers.id,
        mobile: staffMembers.mobile,
        realname: users.realname,
        isAdministrators: users.isAdministrators,
        userCompany: users.companyId,
        status: staffMembers.status,
        permission: staffMembers.permission,
        createdAt: staffMembers.createdAt,
      })
      .from(staffMembers)
      .leftJoin(users, eq(users.id, staffMembers.userId))
      .where(where)
      .orderBy(
        sql`${users.isAdministrators} desc nulls last`,
        desc(staffMembers.createdAt),
        desc(staffMembers.id),
      )
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ total: count() }).from(staffMembers).where(where),
  ]);
  return {
    rows: rows.map(({ userCompany, isAdministrators, realname, createdAt, ...row }) => ({
      ...row,
      realname: realname ?? '',
      isAdministrators: isAdministrators === 1 && userCompany === companyId ? 1 : 0,
      createdAt: chinaDateTime(createdAt),
    })),
    total: total?.total ?? 0,
  };
};

/** POST invite: the mobile becomes an employee when it registers or logs in. */
export const inviteStaff = async (
  tx: SandboxTx,
  companyId: number,
  mobile: string,
  at: Date,
): Promise<void> => {
  await ensureMembers(tx, companyId, at);
  const [existing] = await tx
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.companyId, companyId), eq(staffMembers.mobile, mobile)));
  if (existing && existing.status !== 'refused') refuse(400, ALREADY_MEMBER);
  const [user] = await tx.select().from(users).where(eq(users.username, mobile));
  if (user?.companyId != null && user.companyId !== companyId) refuse(400, OTHER_COMPANY);
  const row = { status: 'invited' as const, userId: user?.id ?? null, createdAt: at };
  if (existing) await tx.update(staffMembers).set(row).where(eq(staffMembers.id, existing.id));
  else await tx.insert(staffMembers).values({ companyId, mobile, ...row });
};

/** A member of the company, with whether they are its administrator. */
const memberOf = async (tx: SandboxTx, companyId: number, id: number) => {
  const [row] = await tx
    .select({ member: staffMembers, isAdministrators: users.isAdministrators })
    .from(staffMembers)
    .leftJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.id, id), eq(staffMembers.companyId, companyId)));
  return row ?? refuse(404, NO_SUCH_MEMBER);
};

/** Makes a user an employee of the company (certified through it, not its administrator). */
const joinCompany = (tx: SandboxTx, userId: number, companyId: number) =>
  tx
    .update(users)
    .set({ companyId, isAdministrators: 0, userExamineState: EXAMINE_STATE.verified })
    .where(eq(users.id, userId));

/** PUT '{id}/{action}': the administrator's decision on a member (see staff/stateMachine.ts). */
export const decideStaff = async (
  tx: SandboxTx,
  companyId: number,
  id: number,
  action: StaffAction,
  at: Date,
): Promise<void> => {
  const { member, isAdministrators } = await memberOf(tx, companyId, id);
  const move = staffMove(member.status, action, isAdministrators === 1);
  if (!move.ok) return refuse(400, move.refusal);
  await tx.update(staffMembers).set({ status: move.to }).where(eq(staffMembers.id, id));
  const { userId } = member;
  if (userId === null) return undefined;
  if (action === 'approve') {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (user?.companyId != null) refuse(400, OTHER_COMPANY);
    await joinCompany(tx, userId, companyId);
    await raiseReminder(tx, userId, '008', at);
  } else if (action === 'refuse') {
    await raiseReminder(tx, userId, '021', at);
  } else {
    // A disabled employee may not log in (409 该账号已被冻结) and is logged out now.
    const status = action === 'disable' ? 'frozen' : 'active';
    await tx.update(users).set({ status }).where(eq(users.id, userId));
    if (action === 'disable') await tx.delete(sessions).where(eq(sessions.userId, userId));
  }
  return undefined;
};

/** PUT '{id}/permission': reminder 009 tells a registered employee. */
export const setStaffPermission = async (
  tx: SandboxTx,
  companyId: number,
  id: number,
  permission: StaffPermission,
  at: Date,
): Promise<void> => {
  const { member, isAdministrators } = await memberOf(tx, companyId, id);
  if (!permissionChangeable(member.status, isAdministrators === 1)) refuse(400, PERMISSION_FIXED);
  await tx.update(staffMembers).set({ permission }).where(eq(staffMembers.id, id));
  if (member.userId !== null) await raiseReminder(tx, member.userId, '009', at);
};

/**
 * At every login: a user without a company whose mobile was invited becomes an employee of the
 * company that invited it first (reminder 009). Answers the user as they are now.
 */
export const joinByInvitation = async (
  db: SandboxDb,
  user: SessionUser,
  at: Date,
): Promise<SessionUser> => {
  if (user.companyId !== null) return user;
  const [invitation] = await db
    .select({ id: staffMembers.id, companyId: staffMembers.companyId, name: companies.name })
    .from(staffMembers)
    .innerJoin(companies, eq(companies.id, staffMembers.companyId))
    .where(and(eq(staffMembers.mobile, user.username), eq(staffMembers.status, 'invited')))
    .orderBy(asc(staffMembers.createdAt), asc(staffMembers.id))
    .limit(1);
  if (!invitation) return user;
  await db.transaction(async (tx) => {
    await tx
      .update(staffMembers)
      .set({ status: 'active', userId: user.id })
      .where(eq(staffMembers.id, invitation.id));
    await joinCompany(tx, user.id, invitation.companyId);
    await raiseReminder(tx, user.id, '009', at);
  });
  return {
    ...user,
    companyId: invitation.companyId,
    companyName: invitation.name,
    isAdministrators: 0,
    userExamineState: EXAMINE_STATE.verified,
  };
};

/** Back office: a registered user without a company applies to join one (待审核). */
export const applyToCompany = async (
  tx: SandboxTx,
  username: string,
  companyName: string,
  at: Date,
): Promise<void> => {
  const [company] = await tx.select().from(companies).where(eq(companies.name, companyName));
  if (!company) return refuse(404, NO_SUCH_COMPANY);
  const [user] = await tx.select().from(users).where(eq(users.username, username));
  if (!user) return refuse(404, NOT_REGISTERED_USER);
  if (user.companyId !== null) refuse(400, OTHER_COMPANY);
  await ensureMembers(tx, company.id, at);
  const inserted = await tx
    .insert(staffMembers)
    .values({
      companyId: company.id,
      mobile: username,
      userId: user.id,
      status: 'applying',
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: staffMembers.id });
  if (inserted.length === 0) refuse(400, ALREADY_MEMBER);
  return undefined;
};

/** The permission of an employee's line in their company; 'purchase' when they have none. */
export const permissionOf = async (db: SandboxDb, user: SessionUser): Promise<StaffPermission> => {
  if (user.companyId === null) return 'purchase';
  const [row] = await db
    .select({ permission: staffMembers.permission })
    .from(staffMembers)
    .where(and(eq(staffMembers.companyId, user.companyId), eq(staffMembers.userId, user.id)));
  return row?.permission ?? 'purchase';
};
