import { eq } from 'drizzle-orm';
import type { SandboxDb } from '../db/client.ts';
import { companies, staffMembers, users } from '../db/schema.ts';

/** The demo company's staff extras: an applicant waiting (王海峰) and a mobile invited. */
const DEMO_COMPANY = '佛山市南海区鑫铝金属材料有限公司';
const APPLICANT = '13800000003';
export const SEEDED_INVITATION = '13900000088';
const HOUR_MS = 3_600_000;

/** Adds them once; a database that has them keeps them as they are. */
export const seedStaff = async (db: SandboxDb, now: Date): Promise<void> => {
  const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY));
  const [applicant] = await db.select().from(users).where(eq(users.username, APPLICANT));
  if (!company || !applicant || applicant.companyId !== null) return;
  await db
    .insert(staffMembers)
    .values([
      {
        companyId: company.id,
        mobile: APPLICANT,
        userId: applicant.id,
        status: 'applying',
        createdAt: new Date(now.getTime() - 3 * HOUR_MS),
      },
      {
        companyId: company.id,
        mobile: SEEDED_INVITATION,
        userId: null,
        status: 'invited',
        createdAt: new Date(now.getTime() - 26 * HOUR_MS),
      },
    ])
    .onConflictDoNothing();
};
