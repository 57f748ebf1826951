import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { accountPaths } from '@mall/domain/contract/account';
import {
  accountWithAvatar,
  callsTo,
  createAccountServer,
  pendingRecording,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories, settled } from '@mall/app/testing';
import { CompanyAccountPage } from './CompanyAccountPage.tsx';

const page = orderStories(createAccountServer);
const body = within(document.body);
const ROUTE = '/center/userInfo/companyAccount';

const meta = preview.meta({
  title: '页面/用户中心/账号信息 — CompanyAccountPage',
  component: CompanyAccountPage,
  ...page.meta(ROUTE),
});

/**
 * The account: its mobile, name and company, WeChat bound and QQ not, no avatar. The name is
 * edited: emptied it is refused at its field, then saved and shown.
 */
export const Rename = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('13826081234')).toBeVisible();
    await expect(canvas.getByText('已绑定（志强）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '绑定QQ' })).toBeVisible();
    await expect(canvas.getByText(/尚未设置头像/)).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: '头像' })).getByText('陈'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '修改姓名' }));
    const name = field(canvas, '真实姓名');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请输入真实姓名')).toBeVisible();
    await userEvent.type(name, '陈志刚');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('陈志刚')).toBeVisible();
    const [sent] = callsTo(page.serverOf(loaded).requests, paths.user.updateInfo);
    await expect(sent?.body).toEqual({ realname: '陈志刚' });
    await expect(loaded.env.notifications).toContainEqual({
      type: 'success',
      message: '姓名已保存',
    });
    await settled();
  },
});

/**
 * A new mobile: a bad number and a missing code are refused at their fields; a wrong code is
 * refused by the mall (what was typed stays); the right one binds it and the login name changes.
 */
export const BindPhone = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const form = await canvas.findByRole('form', { name: '绑定新手机号' });
    const mobile = field(canvas, '新手机号');
    await userEvent.type(mobile, '1390000');
    await userEvent.click(canvas.getByRole('button', { name: '绑定新手机号' }));
    await expect(await canvas.findByText('请输入正确的 11 位手机号')).toBeVisible();
    await expect(canvas.getByText('请输入短信验证码')).toBeVisible();
    await userEvent.type(mobile, '0888');
    const code = field(canvas, '短信验证码');
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: '绑定新手机号' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    await expect(mobile).toHaveValue('13900000888');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '绑定新手机号' }));
    await expect(await canvas.findByText('13900000888')).toBeVisible();
    await waitFor(() => expect(mobile).toHaveValue(''));
    const sent = callsTo(page.serverOf(loaded).requests, accountPaths.updateAccount);
    await expect(sent.at(-1)?.body).toEqual({
      updateType: 0,
      username: '13900000888',
      smsCode: '123456',
    });
    await expect(form).toBeVisible();
    await settled();
  },
});

/** WeChat is unbound once 确定 answers the confirm; the provider's page coming back with a code binds QQ. */
export const ThirdParty = meta.story({
  parameters: { route: `${ROUTE}?code=qq-code-1&type=2` },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('已绑定（新QQ）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '解绑微信' }));
    const confirm = within(await body.findByRole('alertdialog', { name: '解绑微信' }));
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByRole('button', { name: '绑定微信' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    const sent = callsTo(page.serverOf(loaded).requests, accountPaths.updateAccount);
    await expect(sent.map((call) => call.body)).toEqual([
      { updateType: 2, code: 'qq-code-1' },
      { updateType: 3 },
    ]);
    await settled();
  },
});

/** 解绑微信 asks 确定解绑微信吗？ first: 取消 changes nothing; the question stays open for the screenshot. */
export const UnbindConfirm = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '解绑微信' }));
    let confirm = within(await body.findByRole('alertdialog', { name: '解绑微信' }));
    await expect(confirm.getByText('确定解绑微信吗？')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('已绑定（志强）')).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, accountPaths.updateAccount)).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: '解绑微信' }));
    confirm = within(await body.findByRole('alertdialog', { name: '解绑微信' }));
    await expect(confirm.getByRole('button', { name: '确定' })).toBeVisible();
  },
});

/** The image's natural width once the avatar named `name` has loaded it. */
const avatarWidth = async (canvas: ReturnType<typeof within>, name: string) => {
  const image = (await canvas.findByRole('img', { name })).querySelector('img');
  await waitFor(() => expect(image?.complete).toBe(true));
  return image?.naturalWidth;
};

/** The avatar set: the uploaded image (the server's file, a PNG) in place of the initial. */
export const WithAvatar = meta.story({
  ...page.withServer({ account: accountWithAvatar }),
  play: async ({ canvas }) => {
    await expect(await avatarWidth(canvas, '当前头像')).toBe(48);
    await expect(canvas.getByText(/已设置头像/)).toBeVisible();
  },
});

/** A file named .png that is not an image is refused at the field; a real PNG is uploaded and shown. */
export const Avatar = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const input = await canvas.findByLabelText(/头像/, { selector: 'input' });
    await userEvent.upload(input, new File(['%PDF-1.4'], '头像.png', { type: 'image/png' }));
    await expect(await canvas.findByText('请上传 JPG 或 PNG 图片')).toBeVisible();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await userEvent.upload(input, new File([png], '头像.png', { type: 'image/png' }));
    await expect(await canvas.findByText(/已设置头像/)).toBeVisible();
    const sent = callsTo(page.serverOf(loaded).requests, accountPaths.updateAccount);
    await expect(sent.at(-1)?.body).toEqual({ updateType: 5, headpic: '701' });
    await expect(await avatarWidth(canvas, '当前头像')).toBe(48);
    await settled();
  },
});

/** Binding a new mobile in flight: 绑定新手机号 is busy, and a second press sends nothing more. */
export const BindPhoneInFlight = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(pendingRecording('put', accountPaths.updateAccount, page.serverOf(loaded).requests));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /新手机号/ }), '13900000888');
    await userEvent.type(field(canvas, '短信验证码'), '123456');
    const bind = canvas.getByRole('button', { name: '绑定新手机号' });
    await userEvent.click(bind);
    await waitFor(() => expect(bind).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(bind);
    const sent = () => callsTo(page.serverOf(loaded).requests, accountPaths.updateAccount);
    await waitFor(() => expect(sent()).toHaveLength(1));
    await expect(sent()[0]?.body).toEqual({
      updateType: 0,
      username: '13900000888',
      smsCode: '123456',
    });
  },
});

export const Loading = meta.story(loadingPage(paths.user.info));

export const ServerError = meta.story(
  failingPage(paths.user.info, 500, '系统繁忙', { msg: '系统繁忙', retry: true }),
);
