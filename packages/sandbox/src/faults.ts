import { setTimeout as sleep } from 'node:timers/promises';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import type { FaultRule, SandboxFaults } from '@mall/domain/contract';
import { API_BASE, defaultMessageFor, sandboxFaults } from '@mall/domain/contract';
import { respond } from './envelope.ts';
import { createRandom } from './random.ts';

/**
 * Fault injection: latency, a share of body-code-500 answers, a share of HTTP 500/503 outages,
 * a share of answers lost past the client's time-out (the work done), and forced answers by path.
 * Set by env (`faultsFromEnv`), by `createSandbox` options, and at run time by the admin
 * endpoint `sandboxPaths.faults`. The admin endpoints are never faulted.
 */
export type FaultConfig = SandboxFaults;

/** A forced answer in place of the real one. */
type Failure = { httpStatus: number; code: number; msg: string };

/** Wait `delayMs`, then answer `failure` instead, or do the work and answer `lateMs` after. */
type Decision = { delayMs: number; failure?: Failure; lateMs?: number };

/** A late answer's delay by default: past the client's 10 s time-out. */
const LATE_MS = 12_000;

export type FaultInjector = {
  current(): FaultConfig;
  replace(config: FaultConfig): void;
  /** What to do with a call to `path` (under the API base); counts down the rule it uses. */
  decide(path: string): Decision;
};

const forcedAnswer = ({ code, httpStatus, msg }: FaultRule): Failure => {
  const bodyCode = code ?? httpStatus ?? 500;
  return { httpStatus: httpStatus ?? 200, code: bodyCode, msg: msg ?? defaultMessageFor(bodyCode) };
};

/** The error rate draws from a PRNG with this seed, so a test sees the same faults every run. */
export const createFaultInjector = (initial: FaultConfig, seed: number): FaultInjector => {
  let config = structuredClone(initial);
  const random = createRandom(seed);
  let outages = 0;
  return {
    current: () => structuredClone(config),
    replace: (next) => {
      config = structuredClone(next);
    },
    decide: (path) => {
      const delayMs = config.latencyMs ?? 0;
      const rule = config.rules?.find((candidate) => candidate.path === path);
      if (rule) {
        if (rule.times !== undefined) {
          const times = rule.times - 1;
          config = {
            ...config,
            rules: (config.rules ?? []).flatMap((other) =>
              other !== rule ? [other] : times > 0 ? [{ ...rule, times }] : [],
            ),
          };
        }
        return { delayMs, failure: forcedAnswer(rule) };
      }
      if (config.errorRate && random.next() < config.errorRate) {
        return { delayMs, failure: forcedAnswer({ path, code: 500 }) };
      }
      if (config.outageRate && random.next() < config.outageRate) {
        outages += 1;
        return { delayMs, failure: forcedAnswer({ path, httpStatus: outages % 2 ? 503 : 500 }) };
      }
      if (config.lateRate && random.next() < config.lateRate) {
        return { delayMs, lateMs: config.lateMs ?? LATE_MS };
      }
      return { delayMs };
    },
  };
};

/**
 * The sandbox's admin endpoints: the fault config, the phone, the providers and every area's
 * back office (`sandboxPaths` and the areas' own `/__admin/…` paths), never the health check.
 */
const isAdminPath = (path: string): boolean => path.startsWith('/__admin/');

/** Applies the injector to every call under the API base except the admin endpoints. */
export const faultMiddleware = (injector: FaultInjector) =>
  createMiddleware(async (c, next) => {
    const path = c.req.path.slice(API_BASE.length);
    if (isAdminPath(path)) return next();
    const { delayMs, failure, lateMs } = injector.decide(path);
    if (delayMs > 0) await sleep(delayMs);
    if (failure) return respond(failure.code, failure.msg, null, failure.httpStatus);
    await next();
    if (lateMs) await sleep(lateMs);
  });

/** Validated fault config; throws naming `source` when it does not fit the schema. */
export const checkFaults = (config: unknown, source: string): FaultConfig => {
  const result = sandboxFaults.safeParse(config);
  if (!result.success) throw new Error(`${source}: ${z.prettifyError(result.error)}`);
  return result.data;
};

/**
 * `SANDBOX_FAULTS` (JSON of the admin endpoint's shape), with `SANDBOX_LATENCY_MS` and
 * `SANDBOX_ERROR_RATE` over it. Unset or empty variables are ignored.
 */
export const faultsFromEnv = (env: Readonly<Record<string, string | undefined>>): FaultConfig => {
  let json: unknown = {};
  if (env.SANDBOX_FAULTS) {
    try {
      json = JSON.parse(env.SANDBOX_FAULTS);
    } catch {
      throw new Error('SANDBOX_FAULTS: not valid JSON');
    }
  }
  const base = checkFaults(json, 'SANDBOX_FAULTS');
  return checkFaults(
    {
      ...base,
      ...(env.SANDBOX_LATENCY_MS ? { latencyMs: Number(env.SANDBOX_LATENCY_MS) } : {}),
      ...(env.SANDBOX_ERROR_RATE ? { errorRate: Number(env.SANDBOX_ERROR_RATE) } : {}),
    },
    'SANDBOX_LATENCY_MS / SANDBOX_ERROR_RATE',
  );
};
