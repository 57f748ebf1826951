import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER, paths, reminderAction, userInfo } from '@mall/domain/contract';
import type { CompanyCertForm } from '@mall/domain/contract/userCentre';
import {
  capitalPage,
  certification,
  fundManagementInfo,
  uploadedFile,
  userCentreAdminPaths,
  userCentrePaths,
} from '@mall/domain/contract/userCentre';
import { and, eq } from 'drizzle-orm';
import { Big, sum, yuan } from '@mall/domain/money';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { auctionDeposits, users } from '../db/schema.ts';
import { FIXED_NOW, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let uncertified: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  uncertified = await login(sandbox.app, '13800000003');
});
afterAll(() => sandbox.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
  'base64',
);
let keys = 0;
const keyed = () => ({ [IDEMPOTENCY_KEY_HEADER]: `cert-${(keys += 1)}` });

const upload = (token: string, content = PNG) =>
  dataOf(sandbox.app, uploadedFile, userCentrePaths.upload, {
    token,
    body: { fileName: '营业执照.png', content },
  });

const formWith = async (token: string): Promise<CompanyCertForm> => {
  const { fileId, fileName } = await upload(token);
  return {
    companyName: '佛山市南海区测试铝业有限公司',
    creditCode: '91350100M000100Y43',
    legalPerson: '王建国',
    licenceFileId: fileId,
    licenceFileName: fileName,
    contactName: '王建国',
    contactPhone: '13912345678',
  };
};

describe('certification', () => {
  it('checks the image by its content, not its name', async () => {
    const pdf = Buffer.from('%PDF-1.4').toString('base64');
    expect(
      await failureOf(sandbox.app, userCentrePaths.upload, {
        token: uncertified,
        body: { fileName: '营业执照.png', content: pdf },
      }),
    ).toEqual([400, '请上传 JPG 或 PNG 图片']);
  });

  it('refuses a code whose check character is wrong, at its field', async () => {
    const form = await formWith(uncertified);
    const [code, msg] = await failureOf(sandbox.app, userCentrePaths.certify, {
      token: uncertified,
      headers: keyed(),
      body: { ...form, creditCode: '91350100M000100Y44' },
    });
    expect(code).toBe(400);
    expect(msg).toContain('统一社会信用代码校验位不正确');
  });

  it('goes 审核中, is rejected with a reason, is sent again and approved', async () => {
    const form = await formWith(uncertified);
    const sent = await dataOf(sandbox.app, certification, userCentrePaths.certify, {
      token: uncertified,
      headers: keyed(),
      body: { ...form, creditCode: form.creditCode.toLowerCase() },
    });
    expect([sent.state, sent.form?.creditCode]).toEqual([1, '91350100M000100Y43']);
    expect(
      await failureOf(sandbox.app, userCentrePaths.certify, {
        token: uncertified,
        headers: keyed(),
        body: form,
      }),
    ).toEqual([400, '认证资料审核中，请耐心等待']);

    await dataOf(sandbox.app, z.null(), userCentreAdminPaths.rejectCertification, {
      body: { username: '13800000003', reason: '营业执照不清晰' },
    });
    const rejected = await dataOf(sandbox.app, certification, userCentrePaths.certification, {
      token: uncertified,
    });
    expect([rejected.state, rejected.rejectReason, rejected.form?.legalPerson]).toEqual([
      3,
      '营业执照不清晰',
      '王建国',
    ]);
    const pending = await dataOf(sandbox.app, z.array(reminderAction), paths.common.queryAction, {
      token: uncertified,
    });
    expect(pending.map(({ actionCode }) => actionCode)).toContain('002');

    await dataOf(sandbox.app, certification, userCentrePaths.certify, {
      token: uncertified,
      headers: keyed(),
      body: form,
    });
    await dataOf(sandbox.app, z.null(), userCentreAdminPaths.approveCertification, {
      body: { username: '13800000003' },
    });
    const user = await dataOf(sandbox.app, userInfo, paths.user.info, { token: uncertified });
    expect([user.userExamineState, user.isAdministrators, user.companyName]).toEqual([
      2,
      1,
      '佛山市南海区测试铝业有限公司',
    ]);
    const after = await dataOf(sandbox.app, z.array(reminderAction), paths.common.queryAction, {
      token: uncertified,
    });
    expect(after.map(({ actionCode }) => actionCode)).toContain('001');
    expect(
      await failureOf(sandbox.app, userCentrePaths.certify, {
        token: uncertified,
        headers: keyed(),
        body: form,
      }),
    ).toEqual([400, '企业已认证，无需重复提交']);
  });

  it('refuses a credit code another company holds', async () => {
    const other = await login(sandbox.app, '13800000004');
    const form = await formWith(other);
    expect(
      await failureOf(sandbox.app, userCentrePaths.certify, {
        token: other,
        headers: keyed(),
        body: { ...form, companyName: '另一家有限公司' },
      }),
    ).toEqual([400, '该统一社会信用代码已被其他企业认证']);
  });
});

describe('funds', () => {
  it('shows the balance as the ledger holds it, and the capital record by kind and date', async () => {
    const admin = await login(sandbox.app, '13800000001');
    const info = await dataOf(sandbox.app, fundManagementInfo, userCentrePaths.fundInfo, {
      token: admin,
    });
    // Frozen: the deposits of the lots the demo company won at the seeded auction, not yet ordered.
    const deposits = await sandbox.db
      .select({ amount: auctionDeposits.amount })
      .from(auctionDeposits)
      .innerJoin(users, eq(users.companyId, auctionDeposits.companyId))
      .where(and(eq(users.username, '13800000001'), eq(auctionDeposits.status, 'frozen')));
    expect(info.frozen).toBe(yuan(sum(deposits.map(({ amount }) => amount))));
    expect(new Big(info.frozen).gt(0)).toBe(true);
    expect(info.balance).toBe(yuan(new Big(info.available).plus(info.frozen)));
    expect(Number(info.depositsHeld)).toBeGreaterThan(0);

    const latest = await dataOf(
      sandbox.app,
      capitalPage,
      withQuery(userCentrePaths.capitalList, { pageNum: 1, pageSize: 10 }),
      { token: admin },
    );
    expect(latest.rows).toHaveLength(10);
    expect(latest.rows[0]?.availableAfter).toBe(info.available);

    const opening = await dataOf(
      sandbox.app,
      capitalPage,
      withQuery(userCentrePaths.capitalList, { pageNum: 1, pageSize: 10, kind: 'opening' }),
      { token: admin },
    );
    expect(opening.rows.map(({ amount, reason }) => [amount, reason])).toEqual([
      ['1500000.00', '期初余额'],
    ]);
    const openingDay = opening.rows[0]?.time.slice(0, 10) ?? '';
    const thatDay = await dataOf(
      sandbox.app,
      capitalPage,
      withQuery(userCentrePaths.capitalList, {
        pageNum: 1,
        pageSize: 10,
        from: openingDay,
        to: openingDay,
      }),
      { token: admin },
    );
    expect(thatDay.total).toBe(1);
    expect(
      await failureOf(sandbox.app, userCentrePaths.fundInfo, {
        token: await login(sandbox.app, '13800000004'),
      }),
    ).toEqual([403, '请先完成企业认证']);
  });
});
