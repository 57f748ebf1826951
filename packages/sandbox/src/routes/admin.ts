import { Hono } from 'hono';
import { sandboxFaults, sandboxPaths } from '@mall/domain/contract';
import { ok } from '../envelope.ts';
import type { FaultInjector } from '../faults.ts';
import { validateJson } from '../validation.ts';

/** Sandbox only: read, replace and clear the fault config. */
export const adminRoutes = (faults: FaultInjector) =>
  new Hono()
    .get(sandboxPaths.faults, () => ok(faults.current()))
    .put(sandboxPaths.faults, async (c) => {
      const input = await validateJson(c, sandboxFaults);
      if (!input.ok) return input.response;
      faults.replace(input.data);
      return ok(faults.current());
    })
    .delete(sandboxPaths.faults, () => {
      faults.replace({});
      return ok(faults.current());
    });
