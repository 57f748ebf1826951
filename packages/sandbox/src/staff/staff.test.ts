import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER, paths, reminderAction, userInfo } from '@mall/domain/contract';
import {
  adminChangeAdminPaths,
  adminChangePaths,
  latestAdminChange,
  staffAdminPaths,
  staffPage,
  staffPaths,
} from '@mall/domain/contract/staff';
import { uploadedFile, userCentrePaths } from '@mall/domain/contract/userCentre';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import {
  FIXED_NOW,
  PASSWORD,
  bindCodeFor,
  call,
  dataOf,
  failureOf,
  login,
  withQuery,
} from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let employee: string;
let clock = FIXED_NOW;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
});
afterAll(() => sandbox.close());

const list = async () =>
  (
    await dataOf(sandbox.app, staffPage, withQuery(staffPaths.list, { pageNum: 1, pageSize: 50 }), {
      token: admin,
    })
  ).rows;
const put = (path: string, body?: unknown) =>
  call(sandbox.app, path, { method: 'PUT', token: admin, ...(body !== undefined && { body }) });
const lineOf = async (mobile: string) => {
  const line = (await list()).find((row) => row.mobile === mobile);
  if (!line) throw new Error(`no line for ${mobile}`);
  return line;
};
const remindersOf = async (token: string) =>
  (await dataOf(sandbox.app, z.array(reminderAction), paths.common.queryAction, { token })).map(
    ({ actionCode }) => actionCode,
  );

describe('员工管理', () => {
  it('lists the administrator first, the employee, the seeded applicant and invitation', async () => {
    const rows = await list();
    expect(rows[0]).toMatchObject({ mobile: '13800000001', isAdministrators: 1, status: 'active' });
    expect(rows.map(({ mobile, status }) => [mobile, status])).toEqual(
      expect.arrayContaining([
        ['13800000002', 'active'],
        ['13800000003', 'applying'],
        ['13900000088', 'invited'],
      ]),
    );
  });

  it('answers the administrator-only code to an employee', async () => {
    expect(
      await failureOf(sandbox.app, withQuery(staffPaths.list, { pageNum: 1, pageSize: 10 }), {
        token: employee,
      }),
    ).toEqual([4101, '该操作仅限企业管理员']);
    expect(
      await failureOf(sandbox.app, staffPaths.invite, {
        token: employee,
        body: { mobile: '13912340000' },
      }),
    ).toEqual([4101, '该操作仅限企业管理员']);
  });

  it('validates the mobile invited and refuses a member twice', async () => {
    const [code, msg] = await failureOf(sandbox.app, staffPaths.invite, {
      token: admin,
      body: { mobile: '1391234' },
    });
    expect(code).toBe(400);
    expect(msg).toContain('手机号');
    expect(
      await failureOf(sandbox.app, staffPaths.invite, {
        token: admin,
        body: { mobile: '13800000002' },
      }),
    ).toEqual([400, '该手机号已在员工列表中']);
  });

  it('makes an invited mobile an employee at its login, with reminder 009', async () => {
    await dataOf(sandbox.app, z.null(), staffPaths.invite, {
      token: admin,
      body: { mobile: '13800000004' },
    });
    expect((await lineOf('13800000004')).status).toBe('invited');
    const { json } = await call(sandbox.app, paths.auth.login, {
      body: { username: '13800000004', password: PASSWORD, port: 4 },
    });
    const joined = z.object({ data: z.object({ token: z.string(), user: userInfo }) }).parse(json);
    expect(joined.data.user).toMatchObject({
      companyName: '佛山市南海区鑫铝金属材料有限公司',
      isAdministrators: 0,
      userExamineState: 2,
    });
    expect(await remindersOf(joined.data.token)).toContain('009');
    expect((await lineOf('13800000004')).status).toBe('active');
  });

  it('approves an applicant (008) and refuses another (021)', async () => {
    const applicant = await login(sandbox.app, '13800000003');
    await put(`${staffPaths.member}/${(await lineOf('13800000003')).id}/approve`);
    expect(await remindersOf(applicant)).toContain('008');
    const user = await dataOf(sandbox.app, userInfo, paths.user.info, { token: applicant });
    expect([user.companyName, user.isAdministrators, user.userExamineState]).toEqual([
      '佛山市南海区鑫铝金属材料有限公司',
      0,
      2,
    ]);
    expect(
      await failureOf(
        sandbox.app,
        `${staffPaths.member}/${(await lineOf('13800000003')).id}/approve`,
        { method: 'PUT', token: admin },
      ),
    ).toEqual([400, '该员工不是待审核状态，不能通过']);
  });

  it('refuses an applicant with reminder 021', async () => {
    const { json } = await call(sandbox.app, staffAdminPaths.apply, {
      body: { username: '13800000006', companyName: '佛山市南海区鑫铝金属材料有限公司' },
    });
    expect(json).toMatchObject({ code: 200 });
    const line = await lineOf('13800000006');
    expect(line.status).toBe('applying');
    await put(`${staffPaths.member}/${line.id}/refuse`);
    expect((await lineOf('13800000006')).status).toBe('refused');
  });

  it('disables an employee (logged out, login refused) and enables them again', async () => {
    const line = await lineOf('13800000002');
    await put(`${staffPaths.member}/${line.id}/disable`);
    expect(await failureOf(sandbox.app, paths.user.info, { token: employee })).toEqual([
      401,
      expect.any(String),
    ]);
    expect(
      await failureOf(sandbox.app, paths.auth.login, {
        body: { username: '13800000002', password: PASSWORD, port: 4 },
      }),
    ).toEqual([409, '该账号已被冻结']);
    await put(`${staffPaths.member}/${line.id}/enable`);
    employee = await login(sandbox.app, '13800000002');
    expect((await lineOf('13800000002')).status).toBe('active');
  });

  it('never disables the administrator', async () => {
    const line = await lineOf('13800000001');
    expect(
      await failureOf(sandbox.app, `${staffPaths.member}/${line.id}/disable`, {
        method: 'PUT',
        token: admin,
      }),
    ).toEqual([400, '不能对企业管理员执行该操作']);
  });

  it('a view-only employee may not add to the cart (009 tells them)', async () => {
    const line = await lineOf('13800000002');
    await put(`${staffPaths.member}/${line.id}/permission`, { permission: 'view' });
    expect((await lineOf('13800000002')).permission).toBe('view');
    expect(await remindersOf(employee)).toContain('009');
    expect(
      await failureOf(sandbox.app, withQuery(paths.cart.add, { batchId: 1, carType: 'spot' }), {
        token: employee,
      }),
    ).toEqual([4101, '您的员工权限为仅查看，不能加入购物车']);
  });
});

describe('变更管理员', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
    'base64',
  );
  /** Sends a bind code (after the resend interval) and reads it on the phone. */
  const codeFor = async (mobile: string) => {
    clock = new Date(clock.getTime() + 61_000);
    return bindCodeFor(sandbox.app, mobile);
  };
  let keys = 0;
  /** The request is sent once: each attempt carries its Idempotency-Key. */
  const keyed = () => ({ [IDEMPOTENCY_KEY_HEADER]: `admin-change-${(keys += 1)}` });
  const requestWith = async (mobile: string, smsCode: string) => {
    const { fileId, fileName } = await dataOf(sandbox.app, uploadedFile, userCentrePaths.upload, {
      token: admin,
      body: { fileName: '授权书.png', content: PNG },
    });
    return { mobile, smsCode, letterFileId: fileId, letterFileName: fileName };
  };

  it('refuses a wrong code and a mobile that is not an employee', async () => {
    expect(
      await failureOf(sandbox.app, adminChangePaths.request, {
        token: admin,
        headers: keyed(),
        body: await requestWith('13800000002', '000000'),
      }),
    ).toEqual([400, '短信验证码不正确或已过期']);
    expect(
      await failureOf(sandbox.app, adminChangePaths.request, {
        token: admin,
        headers: keyed(),
        body: await requestWith('13912345670', await codeFor('13912345670')),
      }),
    ).toEqual([400, '新管理员须为本企业在职员工']);
    expect(
      await failureOf(sandbox.app, adminChangePaths.request, {
        token: employee,
        headers: keyed(),
        body: await requestWith('13800000002', '123456'),
      }),
    ).toEqual([4101, '该操作仅限企业管理员']);
  });

  it('answers a retry with the same key the first answer, not 已有变更申请在审核中', async () => {
    const attempt = {
      token: admin,
      headers: keyed(),
      body: await requestWith('13800000002', await codeFor('13800000002')),
    };
    const first = await dataOf(sandbox.app, latestAdminChange, adminChangePaths.request, attempt);
    expect(first).toMatchObject({ mobile: '13800000002', status: 'pending' });
    // The first answer was lost: the client sends the same request with the same key.
    expect(await dataOf(sandbox.app, latestAdminChange, adminChangePaths.request, attempt)).toEqual(
      first,
    );
    // Without the key the retry would be refused: its SMS code is spent.
    expect(
      await failureOf(sandbox.app, adminChangePaths.request, { ...attempt, headers: keyed() }),
    ).toEqual([400, '短信验证码不正确或已过期']);
    // Another request (a new code, a new key) is refused while the first waits.
    expect(
      await failureOf(sandbox.app, adminChangePaths.request, {
        token: admin,
        headers: keyed(),
        body: await requestWith('13800000002', await codeFor('13800000002')),
      }),
    ).toEqual([400, '已有变更申请在审核中，请耐心等待']);
    const missing = { token: admin, body: attempt.body };
    expect(await failureOf(sandbox.app, adminChangePaths.request, missing)).toEqual([
      400,
      '缺少 Idempotency-Key',
    ]);
    await dataOf(sandbox.app, z.null(), adminChangeAdminPaths.reject, {
      body: { username: '13800000001', reason: '重复测试' },
    });
  });

  it('is 审核中, rejected with a reason (020), asked again and approved: the roles swap (006, 007)', async () => {
    const sent = await dataOf(sandbox.app, latestAdminChange, adminChangePaths.request, {
      token: admin,
      headers: keyed(),
      body: await requestWith('13800000002', await codeFor('13800000002')),
    });
    expect(sent).toMatchObject({ mobile: '13800000002', realname: '李晓燕', status: 'pending' });
    await dataOf(sandbox.app, z.null(), adminChangeAdminPaths.reject, {
      body: { username: '13800000001', reason: '授权书未盖公章' },
    });
    const rejected = await dataOf(sandbox.app, latestAdminChange, adminChangePaths.request, {
      token: admin,
    });
    expect([rejected?.status, rejected?.rejectReason]).toEqual(['rejected', '授权书未盖公章']);
    expect(await remindersOf(admin)).toContain('020');

    await dataOf(sandbox.app, latestAdminChange, adminChangePaths.request, {
      token: admin,
      headers: keyed(),
      body: await requestWith('13800000002', await codeFor('13800000002')),
    });
    await dataOf(sandbox.app, z.null(), adminChangeAdminPaths.approve, {
      body: { username: '13800000001' },
    });
    const [before, after] = await Promise.all([
      dataOf(sandbox.app, userInfo, paths.user.info, { token: admin }),
      dataOf(sandbox.app, userInfo, paths.user.info, { token: employee }),
    ]);
    expect([before.isAdministrators, after.isAdministrators]).toEqual([0, 1]);
    expect(await remindersOf(admin)).toContain('006');
    expect(await remindersOf(employee)).toContain('007');
  });
});
