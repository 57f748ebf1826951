import type { SandboxDb } from './db/client.ts';
import type { users } from './db/schema.ts';
import type { Random } from './random.ts';

/**
 * What the route handlers share: the database, the clock, and the seeded source of the codes
 * they hand out (SMS, QR and authorisation codes), so that a fresh sandbox repeats them.
 */
export type Deps = { db: SandboxDb; now: () => Date; random: Random };

/** A user row with the name of the user's company and their avatar's file id. */
export type SessionUser = typeof users.$inferSelect & {
  companyName: string | null;
  headpic: number | null;
};

/** Hono variables: set by `requireUser` for routes that need a login. */
export type AppEnv = { Variables: { user: SessionUser } };
