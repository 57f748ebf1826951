import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyEnvelope, envelope, paths, sandboxFaults, sandboxPaths } from '@mall/domain/contract';
import { auctionAdminPaths } from '@mall/domain/contract/auctions';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { ACTIVITY_NOT_FOUND } from './auctions/read.ts';
import type { FaultConfig } from './faults.ts';
import { createFaultInjector, faultsFromEnv } from './faults.ts';
import { call } from './testing.ts';

const USER_INFO = '/info/user/getUserInfo';
const CART_COUNT = '/pc/new/mall/cart/getPCMyCartNewCount';

describe('faultsFromEnv', () => {
  it('reads SANDBOX_FAULTS, with SANDBOX_LATENCY_MS and SANDBOX_ERROR_RATE over it', () => {
    expect(
      faultsFromEnv({
        SANDBOX_FAULTS: JSON.stringify({ latencyMs: 5, rules: [{ path: USER_INFO, code: 503 }] }),
        SANDBOX_LATENCY_MS: '120',
        SANDBOX_ERROR_RATE: '0.25',
      }),
    ).toEqual({ latencyMs: 120, errorRate: 0.25, rules: [{ path: USER_INFO, code: 503 }] });
  });

  it('is empty without the variables, and ignores empty ones', () => {
    expect(faultsFromEnv({})).toEqual({});
    expect(faultsFromEnv({ SANDBOX_LATENCY_MS: '', SANDBOX_FAULTS: '' })).toEqual({});
  });

  it.each([
    [{ SANDBOX_FAULTS: '{rules' }, /SANDBOX_FAULTS: not valid JSON/],
    [{ SANDBOX_FAULTS: '{"latency":5}' }, /SANDBOX_FAULTS/],
    [
      { SANDBOX_FAULTS: '{"rules":[{"path":"/api/csr/health"}]}' },
      /路径（path）应相对于 \/api\/csr/,
    ],
    [{ SANDBOX_ERROR_RATE: '2' }, /SANDBOX_ERROR_RATE/],
    [{ SANDBOX_LATENCY_MS: 'slow' }, /SANDBOX_LATENCY_MS/],
  ])('refuses %o', (env, message) => {
    expect(() => faultsFromEnv(env)).toThrow(message);
  });
});

describe('createFaultInjector', () => {
  const draws = (config: FaultConfig, seed: number) => {
    const injector = createFaultInjector(config, seed);
    return Array.from({ length: 40 }, () => (injector.decide('/health').failure ? 1 : 0));
  };

  it('draws the same errors for the same seed, and others for another seed', () => {
    const first = draws({ errorRate: 0.5 }, 7);
    expect(draws({ errorRate: 0.5 }, 7)).toEqual(first);
    expect(draws({ errorRate: 0.5 }, 8)).not.toEqual(first);
    expect(first).toContain(0);
    expect(first).toContain(1);
  });

  it('fails every call at rate 1 and none without a rate', () => {
    expect(new Set(draws({ errorRate: 1 }, 1))).toEqual(new Set([1]));
    expect(new Set(draws({ latencyMs: 10 }, 1))).toEqual(new Set([0]));
  });

  it('counts a rule down and then drops it, leaving the caller’s config alone', () => {
    const config: FaultConfig = { rules: [{ path: USER_INFO, code: 508, times: 2 }] };
    const injector = createFaultInjector(config, 1);
    expect(injector.decide(USER_INFO).failure).toEqual({
      httpStatus: 200,
      code: 508,
      msg: '系统未知错误，请反馈给管理员',
    });
    expect(injector.current()).toEqual({ rules: [{ path: USER_INFO, code: 508, times: 1 }] });
    injector.decide(USER_INFO);
    expect(injector.decide(USER_INFO).failure).toBeUndefined();
    expect(injector.current()).toEqual({ rules: [] });
    expect(config.rules?.[0]?.times).toBe(2);
  });
});

describe('a sandbox started with fault env', () => {
  let sandbox: Sandbox;
  const faultsIn = (path: string, init: Parameters<typeof call>[2] = {}) =>
    call(sandbox.app, path, init);
  const timed = async (path: string) => {
    const start = performance.now();
    const answer = await faultsIn(path);
    return { ...answer, ms: performance.now() - start };
  };

  beforeAll(async () => {
    sandbox = await createSandbox({
      dataDir: ':memory:',
      faults: faultsFromEnv({
        SANDBOX_LATENCY_MS: '60',
        SANDBOX_ERROR_RATE: '1',
        SANDBOX_FAULTS: JSON.stringify({
          rules: [
            { path: USER_INFO, httpStatus: 401, times: 1 },
            { path: CART_COUNT, code: 409, msg: '库存已变动' },
            { path: sandboxPaths.faults, code: 500 },
          ],
        }),
      }),
    });
  });
  afterAll(() => sandbox.close());

  describe('config from env', () => {
    it('delays calls by the latency and fails them at the error rate', async () => {
      const { status, json, ms } = await timed(sandboxPaths.health);
      expect(ms).toBeGreaterThanOrEqual(55);
      expect(status).toBe(200);
      expect(anyEnvelope.parse(json)).toEqual({ code: 500, msg: '服务器端出错', data: null });
    });

    it('forces an HTTP status once, then the rule expires', async () => {
      const first = await faultsIn(USER_INFO);
      expect(first.status).toBe(401);
      expect(anyEnvelope.parse(first.json)).toMatchObject({ code: 401, msg: '未授权，请重新登录' });
      const second = await faultsIn(USER_INFO);
      expect(second.status).toBe(200);
      expect(anyEnvelope.parse(second.json).code).toBe(500);
    });

    it('forces a body code and message until cleared', async () => {
      for (let i = 0; i < 3; i += 1) {
        const { status, json } = await faultsIn(CART_COUNT);
        expect(status).toBe(200);
        expect(anyEnvelope.parse(json)).toEqual({ code: 409, msg: '库存已变动', data: null });
      }
    });

    it('never faults the admin endpoint, which shows what is left of the config', async () => {
      const { status, json } = await faultsIn(sandboxPaths.faults);
      expect(status).toBe(200);
      expect(envelope(sandboxFaults).parse(json).data).toEqual({
        latencyMs: 60,
        errorRate: 1,
        rules: [
          { path: CART_COUNT, code: 409, msg: '库存已变动' },
          { path: sandboxPaths.faults, code: 500 },
        ],
      });
    });
  });

  it('never faults an area’s back office either', async () => {
    const { status, json } = await faultsIn(auctionAdminPaths.end, {
      body: { activityId: 999_999 },
    });
    expect(status).toBe(200);
    expect(anyEnvelope.parse(json)).toMatchObject({ code: 404, msg: ACTIVITY_NOT_FOUND });
  });

  describe('config from the admin endpoint', () => {
    const put = (body: unknown) => faultsIn(sandboxPaths.faults, { method: 'PUT', body });

    it('clears the config with DELETE', async () => {
      const { json } = await faultsIn(sandboxPaths.faults, { method: 'DELETE' });
      expect(envelope(sandboxFaults).parse(json).data).toEqual({});
      expect(anyEnvelope.parse((await faultsIn(sandboxPaths.health)).json).code).toBe(200);
    });

    it('replaces the config with PUT and answers it', async () => {
      const config = { latencyMs: 80 };
      expect(envelope(sandboxFaults).parse((await put(config)).json).data).toEqual(config);
      expect(
        envelope(sandboxFaults).parse((await faultsIn(sandboxPaths.faults)).json).data,
      ).toEqual(config);
      const { json, ms } = await timed(sandboxPaths.health);
      expect(ms).toBeGreaterThanOrEqual(75);
      expect(anyEnvelope.parse(json).code).toBe(200);
    });

    it('forces codes and HTTP statuses by path, each for its number of times', async () => {
      await put({
        rules: [
          { path: sandboxPaths.health, code: 502, msg: '', times: 2 },
          { path: USER_INFO, httpStatus: 503, times: 1 },
        ],
      });
      for (let i = 0; i < 2; i += 1) {
        expect(anyEnvelope.parse((await faultsIn(sandboxPaths.health)).json)).toEqual({
          code: 502,
          msg: '',
          data: null,
        });
      }
      expect(anyEnvelope.parse((await faultsIn(sandboxPaths.health)).json).code).toBe(200);
      const forced = await faultsIn(USER_INFO);
      expect(forced.status).toBe(503);
      expect(anyEnvelope.parse(forced.json)).toMatchObject({ code: 503, msg: '服务不可用' });
      const after = await faultsIn(USER_INFO);
      expect(after.status).toBe(200);
      expect(anyEnvelope.parse(after.json).code).toBe(401);
    });

    it('does not delay the admin endpoint', async () => {
      await put({ latencyMs: 5_000 });
      const { ms } = await timed(sandboxPaths.faults);
      expect(ms).toBeLessThan(2_500);
    });

    it('answers a share of calls HTTP 503 or 500 by turns, as an outage, doing nothing', async () => {
      await put({ outageRate: 1 });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await faultsIn(sandboxPaths.health)).status);
      expect(statuses).toEqual([503, 500, 503, 500]);
      await put({});
    });

    it('does the work of a late call and answers it only after lateMs', async () => {
      const username = '13800000009';
      await put({ lateRate: 1, lateMs: 150 });
      const start = performance.now();
      const sent = await faultsIn(
        `${paths.auth.sendSms}?${new URLSearchParams({ username, type: '2', sourceType: '1' })}`,
      );
      expect(performance.now() - start).toBeGreaterThanOrEqual(145);
      expect(anyEnvelope.parse(sent.json).code).toBe(200);
      await put({});
      // The code was sent while the answer waited.
      const last = await faultsIn(`${sandboxPaths.lastSms}?username=${username}&type=2`);
      expect(anyEnvelope.parse(last.json).code).toBe(200);
    });

    it('fails a share of calls at the error rate', async () => {
      await put({ errorRate: 0.5 });
      const codes: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        codes.push(anyEnvelope.parse((await faultsIn(sandboxPaths.health)).json).code);
      }
      expect(new Set(codes)).toEqual(new Set([200, 500]));
      await put({});
    });

    it.each([
      [{ errorRate: 2 }, '错误率不能大于 1'],
      [{ latencyMs: -1 }, '延迟毫秒数不能小于 0'],
      [{ rules: [{ code: 500 }] }, '路径（rules[0].path）不能为空'],
      [{ rules: [{ path: '/health', times: 0 }] }, '生效次数（rules[0].times）必须大于 0'],
      [
        { rules: [{ path: '/health', httpStatus: 204 }] },
        'HTTP 状态码（httpStatus）须能带响应体，不能是 204、205 或 304',
      ],
      [{ latency: 5 }, '不支持的参数：latency'],
    ])('refuses %o with body code 400', async (body, msg) => {
      const { json } = await put(body);
      expect(anyEnvelope.parse(json)).toEqual({ code: 400, msg, data: null });
    });
  });
});
