import { z } from 'zod';
import { API_BASE } from './paths.ts';

/**
 * Sandbox only: fault injection (`paths.sandbox.faults`). GET answers the current config,
 * PUT replaces it, DELETE clears it. The same shape comes from the env `SANDBOX_FAULTS`.
 */
export const faultRule = z.strictObject({
  /** The exact path under `/api/csr`, e.g. `/info/user/getUserInfo`. */
  path: z
    .string()
    .startsWith('/')
    .refine(
      (path) => !path.startsWith(`${API_BASE}/`),
      `路径（path）应相对于 ${API_BASE}，例如 /info/user/getUserInfo`,
    ),
  /** Forced body code; defaults to `httpStatus`, else 500. */
  code: z.number().int().optional(),
  /** Forced HTTP status (default 200); one that may carry a body. */
  httpStatus: z
    .number()
    .int()
    .min(200)
    .max(599)
    .refine(
      (status) => ![204, 205, 304].includes(status),
      'HTTP 状态码（httpStatus）须能带响应体，不能是 204、205 或 304',
    )
    .optional(),
  /** Forced message; defaults to the catalogue's message for the code. */
  msg: z.string().optional(),
  /** The rule applies this many times, then expires; without it, it stays. */
  times: z.number().int().positive().optional(),
});
export type FaultRule = z.infer<typeof faultRule>;

export const sandboxFaults = z.strictObject({
  /** Delay before every answer, in ms. */
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  /** Share of calls (0..1) answered with body code 500. */
  errorRate: z.number().min(0).max(1).optional(),
  /** Forced answers by path; the first live rule for a path wins. */
  rules: z.array(faultRule).optional(),
});
export type SandboxFaults = z.infer<typeof sandboxFaults>;

/** Sandbox only: the answer of `paths.sandbox.health`. */
export const sandboxHealth = z.object({ status: z.literal('ok') });
export type SandboxHealth = z.infer<typeof sandboxHealth>;
