import { and, asc, eq, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  anyEnvelope,
  checkUserQuery,
  paths,
  registerRequest,
  tonnage,
} from '@mall/domain/contract';
import {
  fundsPaths,
  rechargeRequest,
  withdrawError,
  withdrawRequest,
} from '@mall/domain/contract/funds';
import {
  companyCertForm,
  fundManagementInfo,
  userCentrePaths,
} from '@mall/domain/contract/userCentre';
import { Big } from '@mall/domain/money';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { collectionAccounts, goodsBatches } from './db/schema.ts';
import { FIXED_NOW, call, dataOf, login, withQuery } from './testing.ts';

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
      agreed: fc.oneof(fc.constant(true), fc.constant(false)),
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

describe("the sandbox and the user centre's forms agree", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(sandbox.app, '13800000001');
  });
  let keys = 0;
  const keyed = () => ({ [IDEMPOTENCY_KEY_HEADER]: `agree-${(keys += 1)}` });
  /** Sends a keyed POST as the certified administrator; answers [code, msg]. */
  const post = async (path: string, body: object) => {
    const answer = anyEnvelope.parse(
      (await call(sandbox.app, path, { token: admin, headers: keyed(), body })).json,
    );
    return [answer.code, answer.msg];
  };

  /** Yuan with two decimals from whole fen. */
  const yuanOf = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
  /** Typed amounts around the rule's edges: digits, a point, spaces, signs, letters. */
  const typedAmount = fc.string({
    unit: fc.constantFrom('0', '1', '5', '9', '.', ' ', '-', 'e', '元'),
    maxLength: 12,
  });

  it('on unified social credit codes (the certification)', async () => {
    const creditCode = companyCertForm.shape.creditCode;
    const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const char = fc.constantFrom(...ALPHABET);
    /** 17 characters and the check character the form takes after them. */
    const valid = fc
      .string({ unit: char, minLength: 17, maxLength: 17 })
      .map(
        (first17) =>
          [...ALPHABET]
            .map((check) => first17 + check)
            .find((code) => creditCode.safeParse(code).success) ?? first17,
      );
    const codes = fc.oneof(
      valid,
      // A character away from a valid code.
      fc
        .tuple(valid, fc.nat({ max: 17 }), char)
        .map(([code, at, to]) => code.slice(0, at) + to + code.slice(at + 1)),
      valid.map((code) => ` ${code.toLowerCase()}`),
      fc.string({ unit: fc.constantFrom(...'019AHYZIOa -'), maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(codes, async (code) => {
        const body = {
          companyName: '佛山市南海区测试铝业有限公司',
          creditCode: code,
          legalPerson: '王建国',
          contactName: '王建国',
          contactPhone: '13800000001',
          licenceFileId: 1,
          licenceFileName: '营业执照.png',
        };
        const expected = formMessage(companyCertForm, body);
        // What the form lets through passes validation and meets the certified company.
        expect(await post(userCentrePaths.certify, body)).toEqual([
          400,
          expected ?? '企业已认证，无需重复提交',
        ]);
      }),
      { numRuns: 100 },
    );
  });

  it('on recharge amounts', async () => {
    const [account] = await sandbox.db
      .select({ id: collectionAccounts.id })
      .from(collectionAccounts)
      .orderBy(asc(collectionAccounts.id))
      .limit(1);
    const amounts = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 12n }).map(yuanOf), typedAmount);
    await fc.assert(
      fc.asyncProperty(amounts, async (amount) => {
        const body = {
          amount,
          collectionAccountId: account?.id ?? 0,
          settleStyleId: 1,
          serialNo: 'HX20260318001',
          voucherFileId: 999_999,
        };
        const expected = formMessage(rechargeRequest, body);
        // What the form lets through passes validation and meets the missing voucher.
        expect(await post(fundsPaths.recharge, body)).toEqual([
          400,
          expected ?? '转账凭证不存在，请重新上传',
        ]);
      }),
      { numRuns: 100 },
    );
  });

  it('on withdrawal amounts and the limit of the available balance', async () => {
    const { available } = await dataOf(sandbox.app, fundManagementInfo, userCentrePaths.fundInfo, {
      token: admin,
    });
    const availableFen = BigInt(new Big(available).times(100).toFixed(0));
    const amounts = fc.oneof(
      // A fen or so either side of the limit, where a rounding slip would show.
      fc.bigInt({ min: -2n, max: 2n }).map((d) => yuanOf(availableFen + d)),
      fc.bigInt({ min: 0n, max: availableFen * 2n }).map(yuanOf),
      typedAmount,
    );
    await fc.assert(
      fc.asyncProperty(amounts, async (amount) => {
        // A wrong code: nothing is frozen, so the available balance stays as read.
        const body = { amount, smsCode: '000000' };
        const parsed = withdrawRequest.safeParse(body);
        const [code, msg] = await post(fundsPaths.withdraw, body);
        if (!parsed.success) {
          expect([code, msg]).toEqual([400, formMessage(withdrawRequest, body)]);
          return;
        }
        const limit = withdrawError(parsed.data.amount, available);
        // Within the limit, the amount passes and the code is checked (wrong, or locked).
        if (limit === '')
          expect(msg).toMatch(/^(验证码错误或已过期|验证码错误次数过多，请 \d+ 分钟后再试)$/);
        else expect([code, msg]).toEqual([400, limit]);
      }),
      { numRuns: 100 },
    );
  });

  it('on tonnages typed on the goods detail (addCart against the stock)', async () => {
    const [batch] = await sandbox.db
      .select({ id: goodsBatches.id, stock: goodsBatches.weight, carType: goodsBatches.carType })
      .from(goodsBatches)
      .where(and(gt(goodsBatches.weight, '1'), eq(goodsBatches.carType, 'spot')))
      .orderBy(asc(goodsBatches.id))
      .limit(1);
    if (!batch) throw new Error('no spot batch in stock');
    const stockMills = BigInt(new Big(batch.stock).times(1000).toFixed(0));
    const tonnesOf = (mills: bigint) =>
      `${mills / 1000n}.${String(mills % 1000n).padStart(3, '0')}`;
    const weights = fc
      .oneof(
        // A kilogram or so either side of the stock.
        fc.bigInt({ min: -2n, max: 2n }).map((d) => tonnesOf(stockMills + d)),
        fc.bigInt({ min: 0n, max: stockMills * 2n }).map(tonnesOf),
        fc.string({
          unit: fc.constantFrom('0', '1', '2', '.', ' ', '-', 'e', '吨'),
          maxLength: 10,
        }),
      )
      // The form does not send an empty field (请输入购买吨数); what it sends is trimmed.
      .map((typed) => typed.trim())
      .filter((typed) => typed !== '');
    await fc.assert(
      fc.asyncProperty(weights, async (weight) => {
        const format = formMessage(tonnage, weight);
        const expected =
          format ??
          (new Big(weight).gt(batch.stock) ? `购买吨数不能超过库存 ${batch.stock} 吨` : null);
        const answer = anyEnvelope.parse(
          (
            await call(
              sandbox.app,
              withQuery(paths.cart.add, { batchId: batch.id, carType: batch.carType, weight }),
              { token: admin },
            )
          ).json,
        );
        expect([answer.code, answer.msg]).toEqual(
          expected === null ? [200, 'success'] : [400, expected],
        );
      }),
      { numRuns: 100 },
    );
  });
});
