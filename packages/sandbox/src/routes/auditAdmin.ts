import { Hono } from 'hono';
import { sandboxPaths } from '@mall/domain/contract';
import { audit } from '../audit/index.ts';
import type { Deps } from '../context.ts';
import { ok } from '../envelope.ts';

/** Sandbox only: every violation of the contracts' invariants over the whole database. No login. */
export const auditAdminRoutes = ({ db }: Deps) =>
  new Hono().get(sandboxPaths.audit, async () => ok(await audit(db)));
