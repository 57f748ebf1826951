import { eq } from 'drizzle-orm';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  companies,
  companyAccounts,
  companyInvoicing,
  customerAddresses,
  users,
} from '../db/schema.ts';

/** The demo administrator, whose company gets the addresses. */
const DEMO_ADMIN = '13800000001';
const DAY_MS = 86_400_000;

/**
 * The demo company's delivery addresses (its factory in 佛山 南海, the default, and a warehouse
 * in 无锡), once, on a database that has none for it, dated before its first order (a fresh seed
 * makes them before its orders, which are delivered to them); and its invoicing information,
 * once it has its bank account on file.
 */
export const seedAddresses = async (db: SandboxDb | SandboxTx, now: Date): Promise<void> => {
  const [admin] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, DEMO_ADMIN));
  const companyId = admin?.companyId;
  if (!companyId) return;
  const [existing] = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.companyId, companyId))
    .limit(1);
  if (!existing) await insertAddresses(db, companyId, now);
  await seedInvoicing(db, companyId, now);
};

const insertAddresses = async (db: SandboxDb | SandboxTx, companyId: number, now: Date) => {
  const contact = { contactName: '陈志强', contactPhone: '13800000001' };
  await db.insert(customerAddresses).values([
    {
      companyId,
      // 江苏省 无锡市 锡山区
      provinceId: 320_000,
      cityId: 320_200,
      districtId: 320_201,
      detail: '东港镇锡港路 88 号 恒盛仓储 3 号库',
      contactName: '周立新',
      contactPhone: '13906181234',
      isDefault: false,
      createdAt: new Date(now.getTime() - 90 * DAY_MS),
    },
    {
      companyId,
      // 广东省 佛山市 南海区
      provinceId: 440_000,
      cityId: 440_600,
      districtId: 440_602,
      detail: '狮山镇松岗工业大道 12 号',
      ...contact,
      isDefault: true,
      createdAt: new Date(now.getTime() - 100 * DAY_MS),
    },
  ]);
};

const seedInvoicing = async (db: SandboxDb | SandboxTx, companyId: number, now: Date) => {
  // One identity: the company's own name and credit code, and its one bank account on file.
  const [company] = await db
    .select({
      name: companies.name,
      creditCode: companies.creditCode,
      bankName: companyAccounts.bankName,
      accountNo: companyAccounts.accountNo,
    })
    .from(companies)
    .innerJoin(companyAccounts, eq(companyAccounts.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!company) return;
  await db
    .insert(companyInvoicing)
    .values({
      companyId,
      title: company.name,
      taxNo: company.creditCode,
      bankName: company.bankName,
      bankAccount: company.accountNo.replaceAll(' ', ''),
      registeredAddress: '广东省佛山市南海区狮山镇松岗工业大道 12 号',
      registeredPhone: '0757-86681234',
      updatedAt: new Date(now.getTime() - 60 * DAY_MS),
    })
    .onConflictDoNothing();
};
