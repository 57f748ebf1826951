import type { SandboxDb } from './db/client.ts';
import type { users } from './db/schema.ts';

/** What the route handlers share. */
export type Deps = { db: SandboxDb; now: () => Date };

/** A user row with the name of the user's company. */
export type SessionUser = typeof users.$inferSelect & { companyName: string | null };

/** Hono variables: set by `requireUser` for routes that need a login. */
export type AppEnv = { Variables: { user: SessionUser } };
