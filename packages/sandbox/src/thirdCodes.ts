import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ThirdPartyType } from '@mall/domain/contract';
import type { SandboxDb } from './db/client.ts';
import { thirdAuthCodes, thirdIdentities } from './db/schema.ts';

/** A provider's authorisation code that is unknown, of another provider, used or expired. */
export const BAD_THIRD_CODE = '授权码无效或已过期';

/**
 * Spends a provider's single-use authorisation code of `type`: the identity it was given for,
 * or undefined when the code is bad (see BAD_THIRD_CODE). Third-party login and 账号信息's
 * binding both take the code, never a unionid.
 */
export const redeemThirdCode = async (
  db: SandboxDb,
  { code, type }: { code: string; type: ThirdPartyType },
  at: Date,
) => {
  const [found] = await db
    .select({ identity: thirdIdentities })
    .from(thirdAuthCodes)
    .innerJoin(thirdIdentities, eq(thirdIdentities.id, thirdAuthCodes.identityId))
    .where(
      and(
        eq(thirdAuthCodes.code, code),
        eq(thirdIdentities.type, type),
        isNull(thirdAuthCodes.usedAt),
        gt(thirdAuthCodes.expiresAt, at),
      ),
    );
  if (!found) return undefined;
  const used = await db
    .update(thirdAuthCodes)
    .set({ usedAt: at })
    .where(and(eq(thirdAuthCodes.code, code), isNull(thirdAuthCodes.usedAt)))
    .returning({ code: thirdAuthCodes.code });
  return used.length === 0 ? undefined : found.identity;
};
