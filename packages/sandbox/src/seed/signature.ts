import { asc, eq } from 'drizzle-orm';
import { findUser } from '../auth.ts';
import type { SandboxDb } from '../db/client.ts';
import { contracts, orders, users } from '../db/schema.ts';
import { selectContracts, unsignedCopy } from '../orders/contracts.ts';
import { openSeal, sealOf, signContract } from '../signature/signings.ts';

/** The demo company's administrator, who opened its seal and is its signer. */
const DEMO_ADMIN = '13800000001';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * 电子签章 of the demo company: its seal opened by its administrator (the signer) an hour after
 * its oldest contract was made, and that contract signed with it an hour later, through the same writes as the calls (the SMS codes
 * that confirm them are the calls' concern). Once: a company with a seal keeps what it has.
 */
export const seedSignature = async (db: SandboxDb, now: Date): Promise<void> => {
  const admin = await findUser(db, eq(users.username, DEMO_ADMIN));
  const companyId = admin?.companyId;
  if (!admin || !companyId || (await sealOf(db, companyId))) return;
  const [oldest] = await selectContracts(db)
    .where(eq(orders.companyId, companyId))
    .orderBy(asc(contracts.createdAt), asc(contracts.id))
    .limit(1);
  const made = oldest?.contract.createdAt.getTime() ?? now.getTime() - 30 * DAY_MS;
  const at = (hours: number) => new Date(Math.min(made + hours * HOUR_MS, now.getTime()));
  await db.transaction(async (tx) => {
    const request = { signerName: admin.realname, signerMobile: admin.username, smsCode: '' };
    await openSeal(tx, admin, request, at(1));
    const copy = oldest && (await unsignedCopy(tx, oldest.contract, companyId));
    if (oldest && copy) await signContract(tx, admin, oldest.contract.id, copy.bytes, at(2));
  });
};
