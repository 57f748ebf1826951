import { describe, expect, it } from 'vitest';
import { staffPaths } from '../../contract/staff.ts';
import { callsTo, createStaffServer, defaultHandlers, fail, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createStaffStore } from './StaffStore.ts';

const server = setupTestServer(...defaultHandlers);

const setup = () => {
  const staff = createStaffServer();
  server.use(...staff.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { staff, env, store: root.feature(createStaffStore) };
};

describe('the staff store', () => {
  it('loads a page of members', async () => {
    const { store, staff } = setup();
    await store.load();
    expect(store.members.total).toBe(5);
    expect(store.members.rows[0]?.isAdministrators).toBe(1);
    const [call] = callsTo(staff.requests, staffPaths.list);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      pageNum: '1',
      pageSize: '10',
    });
  });

  it('invites a mobile once, closes the dialog and lists it as invited', async () => {
    const { store, staff, env } = setup();
    await store.load();
    store.openInvite();
    const [first, second] = await Promise.all([
      store.sendInvite({ mobile: '13912345678' }),
      store.sendInvite({ mobile: '13912345678' }),
    ]);
    expect([first, second]).toEqual([true, false]);
    expect(callsTo(staff.requests, staffPaths.invite)).toHaveLength(1);
    expect(store.inviting).toBe(false);
    expect(store.members.rows[0]).toMatchObject({ mobile: '13912345678', status: 'invited' });
    expect(env.notifications).toContainEqual({
      type: 'success',
      message: '邀请已发送，对方注册或登录后即成为企业员工',
    });
  });

  it('keeps the dialog open with the refusal when the mobile is already listed', async () => {
    const { store } = setup();
    store.openInvite();
    expect(await store.sendInvite({ mobile: '13800000002' })).toBe(false);
    expect(store.inviting).toBe(true);
    expect(store.invite.error).toBe('该手机号已在员工列表中');
  });

  it('approves an applicant and changes a permission, reloading the list', async () => {
    const { store, staff } = setup();
    await store.load();
    await store.decide(5, 'approve');
    await store.setPermission(2, 'view');
    expect(store.members.rows.find(({ id }) => id === 5)?.status).toBe('active');
    expect(store.members.rows.find(({ id }) => id === 2)?.permission).toBe('view');
    expect(callsTo(staff.requests, `${staffPaths.member}/2/permission`)[0]?.body).toEqual({
      permission: 'view',
    });
  });

  it('reports a failed decision and leaves the list as it was', async () => {
    const { store } = setup();
    server.use(fail(`${staffPaths.member}/2/disable`, 400, '只能停用正常状态的员工'));
    await store.load();
    await store.decide(2, 'disable');
    expect(store.act.error).toBe('只能停用正常状态的员工');
    expect(store.members.rows.find(({ id }) => id === 2)?.status).toBe('active');
  });
});
