/**
 * Certification (企业认证): the user's application, its review by the back office, and the
 * company it makes. See CERTIFICATION_STATES in the contract.
 */
import { and, desc, eq } from 'drizzle-orm';
import { CERTIFICATION_STATES } from '@mall/domain/contract/userCentre';
import type { Certification, CompanyCertForm } from '@mall/domain/contract/userCentre';
import type { ReminderCode } from '@mall/domain/contract';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { companies, companyApplications, reminders, userFiles, users } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { chinaDateTime } from '../time.ts';

export const ALREADY_CERTIFIED = '企业已认证，无需重复提交';
export const UNDER_REVIEW = '认证资料审核中，请耐心等待';
export const CODE_TAKEN = '该统一社会信用代码已被其他企业认证';
export const NAME_TAKEN = '该企业名称已被其他企业认证';
export const NO_SUCH_FILE = '营业执照图片不存在，请重新上传';
export const NOTHING_TO_REVIEW = '该用户没有待审核的认证';

type Db = SandboxDb | SandboxTx;
type UserRow = typeof users.$inferSelect;

/** The user's latest application, if any. */
const latestOf = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ application: companyApplications, fileName: userFiles.fileName })
    .from(companyApplications)
    .innerJoin(userFiles, eq(userFiles.id, companyApplications.licenceFileId))
    .where(eq(companyApplications.userId, userId))
    .orderBy(desc(companyApplications.submittedAt), desc(companyApplications.id))
    .limit(1);
  return row;
};

/** GET certification: the user's state and the form last sent. */
export const certificationOf = async (db: Db, user: UserRow): Promise<Certification> => {
  const [latest, [company]] = await Promise.all([
    latestOf(db, user.id),
    db
      .select({
        companyName: companies.name,
        creditCode: companies.creditCode,
        contactName: companies.contactName,
        contactPhone: companies.contactPhone,
      })
      .from(companies)
      .where(eq(companies.id, user.companyId ?? 0)),
  ]);
  if (!latest) {
    return {
      company: company ?? null,
      state: user.userExamineState,
      form: null,
      rejectReason: null,
      submittedAt: null,
    };
  }
  const { application, fileName } = latest;
  return {
    company: company ?? null,
    state: user.userExamineState,
    form: {
      companyName: application.companyName,
      creditCode: application.creditCode,
      legalPerson: application.legalPerson,
      licenceFileId: application.licenceFileId,
      licenceFileName: fileName,
      contactName: application.contactName,
      contactPhone: application.contactPhone,
    },
    rejectReason: application.status === 'rejected' ? application.rejectReason : null,
    submittedAt: chinaDateTime(application.submittedAt),
  };
};

/** Refuses a name or code another company already holds. */
const refuseTaken = async (
  tx: SandboxTx,
  form: Pick<CompanyCertForm, 'companyName' | 'creditCode'>,
): Promise<void> => {
  const [byCode] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.creditCode, form.creditCode));
  if (byCode) refuse(400, CODE_TAKEN);
  const [byName] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, form.companyName));
  if (byName) refuse(400, NAME_TAKEN);
};

/** Sends the form for review: the user becomes 审核中. */
export const submitCertification = async (
  tx: SandboxTx,
  user: UserRow,
  form: CompanyCertForm,
  at: Date,
): Promise<void> => {
  if (user.userExamineState === CERTIFICATION_STATES.verified || user.companyId !== null) {
    refuse(400, ALREADY_CERTIFIED);
  }
  if (user.userExamineState === CERTIFICATION_STATES.pending) refuse(400, UNDER_REVIEW);
  const [file] = await tx
    .select({ id: userFiles.id })
    .from(userFiles)
    .where(and(eq(userFiles.id, form.licenceFileId), eq(userFiles.userId, user.id)));
  if (!file) refuse(400, NO_SUCH_FILE);
  await refuseTaken(tx, form);
  await tx.insert(companyApplications).values({
    userId: user.id,
    companyName: form.companyName,
    creditCode: form.creditCode,
    legalPerson: form.legalPerson,
    licenceFileId: form.licenceFileId,
    contactName: form.contactName,
    contactPhone: form.contactPhone,
    status: 'pending',
    submittedAt: at,
  });
  await tx
    .update(users)
    .set({ userExamineState: CERTIFICATION_STATES.pending })
    .where(eq(users.id, user.id));
};

/** Raises a reminder for a user, kept to the second (its handle). */
export const raiseReminder = async (
  tx: SandboxTx,
  userId: number,
  actionCode: ReminderCode,
  at: Date,
): Promise<void> => {
  await tx.insert(reminders).values({
    userId,
    actionCode,
    businessMsg: '',
    happenTime: new Date(Math.floor(at.getTime() / 1000) * 1000),
  });
};

/** The pending application of a user, for the back office. */
const pendingOf = async (tx: SandboxTx, username: string) => {
  const [row] = await tx
    .select({ application: companyApplications, user: users })
    .from(companyApplications)
    .innerJoin(users, eq(users.id, companyApplications.userId))
    .where(and(eq(users.username, username), eq(companyApplications.status, 'pending')));
  return row ?? refuse(404, NOTHING_TO_REVIEW);
};

/**
 * The back office approves: the company is made, the user becomes its administrator and
 * certified, and reminder 001 tells them.
 */
export const approveCertification = async (
  tx: SandboxTx,
  username: string,
  at: Date,
): Promise<void> => {
  const { application, user } = await pendingOf(tx, username);
  await refuseTaken(tx, application);
  const [company] = await tx
    .insert(companies)
    .values({
      name: application.companyName,
      creditCode: application.creditCode,
      kind: 'buyer',
      province: '',
      city: '',
      address: '',
      contactName: application.contactName,
      contactPhone: application.contactPhone,
      createdAt: at,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('certification: no company made');
  await tx
    .update(companyApplications)
    .set({ status: 'approved', decidedAt: at })
    .where(eq(companyApplications.id, application.id));
  await tx
    .update(users)
    .set({
      companyId: company.id,
      isAdministrators: 1,
      userExamineState: CERTIFICATION_STATES.verified,
    })
    .where(eq(users.id, user.id));
  await raiseReminder(tx, user.id, '001', at);
};

/** The back office rejects with a reason; reminder 002 tells the user. */
export const rejectCertification = async (
  tx: SandboxTx,
  username: string,
  reason: string,
  at: Date,
): Promise<void> => {
  const { application, user } = await pendingOf(tx, username);
  await tx
    .update(companyApplications)
    .set({ status: 'rejected', rejectReason: reason, decidedAt: at })
    .where(eq(companyApplications.id, application.id));
  await tx
    .update(users)
    .set({ userExamineState: CERTIFICATION_STATES.rejected })
    .where(eq(users.id, user.id));
  await raiseReminder(tx, user.id, '002', at);
};
