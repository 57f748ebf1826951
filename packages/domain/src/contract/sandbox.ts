import * as z from 'zod/mini';
import { API_BASE } from './paths.ts';

/**
 * Sandbox only: fault injection (`paths.sandbox.faults`). GET answers the current config,
 * PUT replaces it, DELETE clears it. The same shape comes from the env `SANDBOX_FAULTS`.
 */
export const faultRule = z.strictObject({
  /** The exact path under `/api/csr`, e.g. `/info/user/getUserInfo`. */
  path: z.string().check(
    z.startsWith('/'),
    z.refine(
      (path) => !path.startsWith(`${API_BASE}/`),
      `路径（path）应相对于 ${API_BASE}，例如 /info/user/getUserInfo`,
    ),
  ),
  /** Forced body code; defaults to `httpStatus`, else 500. */
  code: z.optional(z.int()),
  /** Forced HTTP status (default 200); one that may carry a body. */
  httpStatus: z.optional(
    z.int().check(
      z.gte(200),
      z.lte(599),
      z.refine(
        (status) => ![204, 205, 304].includes(status),
        'HTTP 状态码（httpStatus）须能带响应体，不能是 204、205 或 304',
      ),
    ),
  ),
  /** Forced message; defaults to the catalogue's message for the code. */
  msg: z.optional(z.string()),
  /** The rule applies this many times, then expires; without it, it stays. */
  times: z.optional(z.int().check(z.positive())),
});
export type FaultRule = z.infer<typeof faultRule>;

export const sandboxFaults = z.strictObject({
  /** Delay before every answer, in ms. */
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(120_000))),
  /** Share of calls (0..1) answered with body code 500. */
  errorRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  /** Forced answers by path; the first live rule for a path wins. */
  rules: z.optional(z.array(faultRule)),
});
export type SandboxFaults = z.infer<typeof sandboxFaults>;

/** Sandbox only: the answer of `paths.sandbox.health`. */
export const sandboxHealth = z.object({ status: z.literal('ok') });
export type SandboxHealth = z.infer<typeof sandboxHealth>;
