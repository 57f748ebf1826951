import { expect, waitFor, within } from 'storybook/test';
import { staffPaths } from '@mall/domain/contract/staff';
import { callsTo, createStaffServer, pending } from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories } from '@mall/app/testing';
import { CompanyStaffPage } from './CompanyStaffPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createStaffServer);

const meta = preview.meta({
  title: '页面/用户中心/员工管理 — CompanyStaffPage',
  component: CompanyStaffPage,
  ...page.meta('/center/userInfo/companyStaff'),
});

type Canvas = ReturnType<typeof within>;

const dialogNamed = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }));
const confirmation = async () => within(await within(document.body).findByRole('alertdialog'));

/** The row of the member with this mobile. */
const rowOf = async (canvas: Canvas, mobile: string) => {
  const cell = await canvas.findByRole('cell', { name: mobile });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${mobile}`);
  return within(row);
};

/**
 * The administrator: every member with role, state and permission; the administrator's own
 * line has no action, an applicant 通过 / 拒绝, an employee 停用, a disabled one 启用.
 */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const admin = await rowOf(canvas, '13800000001');
    await expect(admin.getByRole('cell', { name: '企业管理员' })).toBeVisible();
    await expect(admin.getByRole('cell', { name: '全部权限' })).toBeVisible();
    await expect(admin.queryByRole('button')).not.toBeInTheDocument();
    const applicant = await rowOf(canvas, '13800000003');
    await expect(applicant.getByRole('cell', { name: '待审核' })).toBeVisible();
    await expect(applicant.getByRole('button', { name: '通过 13800000003' })).toBeVisible();
    await expect(applicant.getByRole('button', { name: '拒绝 13800000003' })).toBeVisible();
    const invited = await rowOf(canvas, '13900000088');
    await expect(invited.getByRole('cell', { name: '已邀请' })).toBeVisible();
    const disabled = await rowOf(canvas, '13800000007');
    await expect(disabled.getByRole('cell', { name: '已停用' })).toBeVisible();
    await expect(disabled.getByRole('button', { name: '启用 13800000007' })).toBeVisible();
    const employee = await rowOf(canvas, '13800000002');
    await expect(
      employee.getByRole('combobox', { name: '13800000002 的员工权限' }),
    ).toHaveTextContent('采购下单');
    await expect(employee.getByRole('button', { name: '停用 13800000002' })).toBeVisible();
  },
});

export const Empty = meta.story({
  ...page.withServer({ members: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无员工')).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(staffPaths.list));

export const ServerError = meta.story(
  failingPage(staffPaths.list, 500, '服务器繁忙', { msg: '服务器繁忙', retry: true }),
);

/** An employee is told why they cannot, and nothing is asked of the server. */
export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/员工管理仅限企业管理员操作/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '邀请员工' })).not.toBeInTheDocument();
    await expect(callsTo(page.serverOf(loaded).requests, staffPaths.list)).toEqual([]);
  },
});

export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/完成企业认证后即可管理员工/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await expect(callsTo(page.serverOf(loaded).requests, staffPaths.list)).toEqual([]);
  },
});

/**
 * 邀请员工: a missing and a wrong mobile are refused at the field, a listed one by the server
 * in the dialog (what was typed stays); a new one is sent once and listed as 已邀请.
 */
export const Invite = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '邀请员工' }));
    const dialog = await dialogNamed('邀请员工');
    await userEvent.click(dialog.getByRole('button', { name: '发送邀请' }));
    await expect(await dialog.findByText('请输入手机号')).toBeVisible();
    await userEvent.type(field(dialog, '手机号'), '1391234');
    await userEvent.click(dialog.getByRole('button', { name: '发送邀请' }));
    await expect(await dialog.findByText('请输入正确的 11 位手机号')).toBeVisible();
    await userEvent.clear(field(dialog, '手机号'));
    await userEvent.type(field(dialog, '手机号'), '13800000002');
    await userEvent.click(dialog.getByRole('button', { name: '发送邀请' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('该手机号已在员工列表中');
    await expect(field(dialog, '手机号')).toHaveValue('13800000002');
    await userEvent.clear(field(dialog, '手机号'));
    await userEvent.type(field(dialog, '手机号'), '13912345678');
    await userEvent.click(dialog.getByRole('button', { name: '发送邀请' }));
    const invited = await rowOf(canvas, '13912345678');
    await expect(invited.getByRole('cell', { name: '已邀请' })).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, staffPaths.invite).at(-1)?.body).toEqual({
      mobile: '13912345678',
    });
  },
});

/** An invitation in flight: the send button is busy and a second press sends nothing. */
export const InviteInFlight = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(staffPaths.invite));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '邀请员工' }));
    const dialog = await dialogNamed('邀请员工');
    await userEvent.type(field(dialog, '手机号'), '13912345678');
    await userEvent.click(dialog.getByRole('button', { name: '发送邀请' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '发送邀请' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
});

/** An applicant is approved after a confirm step and becomes 正常. */
export const ApproveApplicant = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const applicant = await rowOf(canvas, '13800000003');
    await userEvent.click(applicant.getByRole('button', { name: '通过 13800000003' }));
    const confirm = await confirmation();
    await expect(confirm.getByText(/确定通过王海峰（13800000003）的加入申请吗/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '通过' }));
    await waitFor(async () =>
      expect(
        (await rowOf(canvas, '13800000003')).getByRole('cell', { name: '正常' }),
      ).toBeVisible(),
    );
    await expect(
      callsTo(page.serverOf(loaded).requests, `${staffPaths.member}/5/approve`),
    ).toHaveLength(1);
  },
});

/** 取消 backs out of refusing; refusing confirmed makes the applicant 已拒绝. */
export const RefuseApplicant = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const applicant = await rowOf(canvas, '13800000003');
    await userEvent.click(applicant.getByRole('button', { name: '拒绝 13800000003' }));
    await userEvent.click((await confirmation()).getByRole('button', { name: '取消' }));
    await expect(callsTo(page.serverOf(loaded).requests, `${staffPaths.member}/5/refuse`)).toEqual(
      [],
    );
    await userEvent.click(applicant.getByRole('button', { name: '拒绝 13800000003' }));
    await userEvent.click((await confirmation()).getByRole('button', { name: '拒绝' }));
    await waitFor(async () =>
      expect(
        (await rowOf(canvas, '13800000003')).getByRole('cell', { name: '已拒绝' }),
      ).toBeVisible(),
    );
  },
});

/** An employee is disabled after a confirm step that says they will not log in. */
export const DisableEmployee = meta.story({
  play: async ({ canvas, userEvent }) => {
    const employee = await rowOf(canvas, '13800000002');
    await userEvent.click(employee.getByRole('button', { name: '停用 13800000002' }));
    const confirm = await confirmation();
    await expect(confirm.getByText(/停用后该员工将无法登录/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '停用' }));
    await waitFor(async () =>
      expect(
        (await rowOf(canvas, '13800000002')).getByRole('button', { name: '启用 13800000002' }),
      ).toBeVisible(),
    );
  },
});

/** The permission is changed in the row: 仅查看 is sent for that employee. */
export const ChangePermission = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const employee = await rowOf(canvas, '13800000002');
    await choose(
      userEvent,
      employee.getByRole('combobox', { name: '13800000002 的员工权限' }),
      '仅查看',
    );
    await waitFor(() =>
      expect(
        callsTo(page.serverOf(loaded).requests, `${staffPaths.member}/2/permission`)[0]?.body,
      ).toEqual({ permission: 'view' }),
    );
    await waitFor(async () =>
      expect(
        (await rowOf(canvas, '13800000002')).getByRole('combobox', {
          name: '13800000002 的员工权限',
        }),
      ).toHaveTextContent('仅查看'),
    );
  },
});
