import { expect, waitFor, within } from 'storybook/test';
import { addressPaths } from '@mall/domain/contract/address';
import { callsTo, createAddressServer, pending } from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories } from '@mall/app/testing';
import { CompanyAddressPage } from './CompanyAddressPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createAddressServer);

const meta = preview.meta({
  title: '页面/用户中心/收货地址 — CompanyAddressPage',
  component: CompanyAddressPage,
  ...page.meta('/center/userInfo/companyAddress'),
});

type Canvas = ReturnType<typeof within>;

/** The dialog open in the page (dialogs render outside the story's root). */
const dialogNamed = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }));

/** The 收货地址 table's row holding `text`. */
const rowOf = async (canvas: Canvas, text: string) => {
  const table = within(await canvas.findByRole('table', { name: '收货地址' }));
  const row = (await table.findByText(text, { exact: false })).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

/**
 * Picks province, city and district, each list waiting for the level its choice asks for (the
 * option is looked for until it has arrived).
 */
const pickPlace = async (
  dialog: Canvas,
  user: { click: (e: Element) => Promise<void> },
  [province, city, district]: readonly [string, string, string],
) => {
  const [provinces, cities, districts] = dialog.getAllByRole('combobox');
  if (!provinces || !cities || !districts) throw new Error('no cascade');
  await choose(user, provinces, province);
  await choose(user, cities, city);
  await choose(user, districts, district);
};

/** An administrator's addresses: the default first and tagged, each with its actions. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const first = await rowOf(canvas, '狮山镇松岗工业大道 12 号');
    await expect(first.getByText('默认')).toBeVisible();
    await expect(first.getByText('广东省 佛山市 南海区 狮山镇松岗工业大道 12 号')).toBeVisible();
    await expect(first.queryByRole('button', { name: /^设为默认/ })).toBeNull();
    const second = await rowOf(canvas, '东港镇锡港路 88 号');
    await expect(second.getByRole('button', { name: /^设为默认/ })).toBeEnabled();
    await expect(canvas.getByText('已保存 2 个，最多 20 个')).toBeVisible();
  },
});

/**
 * No address yet: 暂无收货地址. 保存 with nothing filled shows every field's message; a wrong
 * mobile is refused at its field (what was typed stays); filled in, the first address is sent
 * and shown as the default.
 */
export const Empty = meta.story({
  ...page.withServer({ addresses: [] }),
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('暂无收货地址')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    const dialog = await dialogNamed('新增收货地址');
    await expect(dialog.getByRole('switch', { name: '设为默认地址' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    for (const message of [
      '请选择省份',
      '请选择城市',
      '请选择区县',
      '请输入详细地址',
      '请输入收货人',
      '请输入手机号',
    ]) {
      await expect(await dialog.findByText(message)).toBeVisible();
    }
    const phone = field(dialog, '联系电话');
    await userEvent.type(phone, '1380013800');
    await userEvent.tab();
    await expect(await dialog.findByText('请输入正确的 11 位手机号')).toBeVisible();
    await expect(phone).toHaveValue('1380013800');
    await pickPlace(dialog, userEvent, ['广东省', '佛山市', '顺德区']);
    await userEvent.type(field(dialog, '详细地址'), '北滘镇工业园 8 号');
    await userEvent.type(field(dialog, '收货人'), '梁振华');
    await userEvent.type(phone, '0');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    const row = await rowOf(canvas, '北滘镇工业园 8 号');
    await expect(row.getByText('默认')).toBeVisible();
    const added = callsTo(page.serverOf(loaded).requests, addressPaths.add);
    await expect(added.map(({ idempotencyKey }) => idempotencyKey)).toEqual([
      expect.stringMatching(/\S{8,}/),
    ]);
    await expect(added.map(({ body }) => body)).toEqual([
      {
        provinceId: 440_000,
        cityId: 440_600,
        districtId: 440_603,
        detail: '北滘镇工业园 8 号',
        contactName: '梁振华',
        contactPhone: '13800138000',
        isDefault: true,
      },
    ]);
    await expect(loaded.env.notifications).toContainEqual({
      type: 'success',
      message: '收货地址已添加',
    });
  },
});

/** A new address added as the default takes the tag from the old one. */
export const AddAsDefault = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rowOf(canvas, '狮山镇松岗工业大道 12 号');
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    const dialog = await dialogNamed('新增收货地址');
    await pickPlace(dialog, userEvent, ['江苏省', '无锡市', '惠山区']);
    await userEvent.type(field(dialog, '详细地址'), '堰桥街道 5 号');
    await userEvent.type(field(dialog, '收货人'), '陆明');
    await userEvent.type(field(dialog, '联系电话'), '13912340000');
    await userEvent.click(dialog.getByRole('switch', { name: '设为默认地址' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect((await rowOf(canvas, '堰桥街道 5 号')).getByText('默认')).toBeVisible();
    await expect(canvas.getAllByText('默认')).toHaveLength(1);
  },
});

/** 编辑 opens the address with its province, city and district chosen; the change is sent by PUT. */
export const Edit = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      (await rowOf(canvas, '东港镇锡港路 88 号')).getByRole('button', { name: /^编辑/ }),
    );
    const dialog = await dialogNamed('编辑收货地址');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: /区县/ })).toHaveTextContent('锡山区'),
    );
    await expect(dialog.getByRole('combobox', { name: /城市/ })).toHaveTextContent('无锡市');
    const detail = field(dialog, '详细地址');
    await userEvent.clear(detail);
    await userEvent.type(detail, '东港镇锡港路 90 号');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await rowOf(canvas, '东港镇锡港路 90 号');
    const [sent] = callsTo(page.serverOf(loaded).requests, `${addressPaths.address}/12`);
    await expect(sent?.method).toBe('PUT');
  },
});

/** 设为默认 moves the tag; there is still exactly one default. */
export const SetDefault = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      (await rowOf(canvas, '东港镇锡港路 88 号')).getByRole('button', { name: /^设为默认/ }),
    );
    await waitFor(async () =>
      expect((await rowOf(canvas, '东港镇锡港路 88 号')).queryByText('默认')).toBeVisible(),
    );
    await expect(canvas.getAllByText('默认')).toHaveLength(1);
  },
});

/** 删除 asks first; confirmed, the address is gone. */
export const Delete = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      (await rowOf(canvas, '东港镇锡港路 88 号')).getByRole('button', { name: /^删除/ }),
    );
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await expect(
      confirm.getByText(
        '确定删除收货地址「江苏省 无锡市 锡山区 东港镇锡港路 88 号 恒盛仓储 3 号库」吗？',
      ),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(canvas.queryByText(/东港镇锡港路 88 号/)).not.toBeInTheDocument());
    const [sent] = callsTo(page.serverOf(loaded).requests, `${addressPaths.address}/12`);
    await expect(sent?.method).toBe('DELETE');
  },
});

/** A save in flight: 保存 is busy and a second press sends nothing more. */
export const SaveInFlight = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(`${addressPaths.address}/11`));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      (await rowOf(canvas, '狮山镇松岗工业大道 12 号')).getByRole('button', { name: /^编辑/ }),
    );
    const dialog = await dialogNamed('编辑收货地址');
    await expect(dialog.getByRole('switch', { name: '设为默认地址' })).toBeDisabled();
    const save = dialog.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: '保存' })).toBeVisible();
  },
});

/** An employee reads the addresses and is told why they cannot change them. */
export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('收货地址仅限企业管理员新增、修改和删除')).toBeVisible();
    await rowOf(canvas, '狮山镇松岗工业大道 12 号');
    await expect(canvas.queryByRole('button', { name: '新增收货地址' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
  },
});

/** Not certified: a link to 企业认证, and nothing is asked of the server. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/完成企业认证后即可管理收货地址/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await expect(callsTo(page.serverOf(loaded).requests, addressPaths.customerAddresses)).toEqual(
      [],
    );
  },
});

export const Loading = meta.story(loadingPage(addressPaths.customerAddresses));

export const ServerError = meta.story(
  failingPage(addressPaths.customerAddresses, 500, '服务器繁忙', {
    msg: '服务器繁忙',
    retry: true,
  }),
);
