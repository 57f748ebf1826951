import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyEnvelope, checkUserQuery, paths, registerRequest } from '@mall/domain/contract';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { FIXED_NOW, call, withQuery } from './testing.ts';

// The form and the sandbox agree on every input, not only on the ones written down: for inputs
// fast-check makes up, the sandbox refuses with the form's own message exactly when the form's
// rule refuses, and lets through what the form lets through.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
});
afterAll(() => sandbox.close());

/** What the form shows for `value` under `schema`: its first message, or null when it is fine. */
const formMessage = (
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? '');
};

/** Text around the rules' edges: digit runs, spaces, letters, CJK, as well as anything. */
const edgy = fc.oneof(
  fc.string({
    unit: fc.constantFrom('1', '3', '8', '0', ' ', 'a', 'Z', '@', '铝', '\u3000'),
    maxLength: 24,
  }),
  fc.string({ maxLength: 24 }),
);

/** A registration's answers past validation: logged in, taken, a wrong code, or codes locked. */
const BUSINESS_ANSWER =
  /^(success|该手机号已注册|验证码错误或已过期|验证码错误次数过多，请 \d+ 分钟后再试)$/;

describe('the sandbox and the form agree', () => {
  it('on mobile numbers (the registration check)', async () => {
    await fc.assert(
      fc.asyncProperty(edgy, async (userName) => {
        const expected = formMessage(checkUserQuery, { userName });
        const answer = anyEnvelope.parse(
          (await call(sandbox.app, withQuery(paths.auth.checkUser, { userName }))).json,
        );
        if (expected === null) expect(answer.code).toBe(200);
        else expect([answer.code, answer.msg]).toEqual([400, expected]);
      }),
      { numRuns: 300 },
    );
  });

  it('on registration forms (mobile, code, new password, name)', async () => {
    const form = fc.record({
      username: fc.oneof(fc.constant('13912345678'), edgy),
      smsCode: fc.oneof(fc.constant('123456'), edgy),
      password: fc.oneof(fc.constant('Lvcai2026'), edgy),
      realname: fc.oneof(fc.constant('王磊'), edgy),
    });
    await fc.assert(
      fc.asyncProperty(form, async (body) => {
        const expected = formMessage(registerRequest, body);
        const answer = anyEnvelope.parse(
          (await call(sandbox.app, paths.auth.register, { body })).json,
        );
        if (expected !== null) expect([answer.code, answer.msg]).toEqual([400, expected]);
        // What the form lets through meets only the sandbox's business answers, never a field's.
        else expect(answer.msg).toMatch(BUSINESS_ANSWER);
      }),
      { numRuns: 300 },
    );
  });
});
