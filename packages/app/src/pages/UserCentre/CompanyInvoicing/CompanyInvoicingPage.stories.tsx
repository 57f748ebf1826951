import { expect, waitFor } from 'storybook/test';
import { addressPaths } from '@mall/domain/contract/address';
import { callsTo, createAddressServer, pending } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories, settled } from '@mall/app/testing';
import { CompanyInvoicingPage } from './CompanyInvoicingPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createAddressServer);

const meta = preview.meta({
  title: '页面/用户中心/开票信息 — CompanyInvoicingPage',
  component: CompanyInvoicingPage,
  ...page.meta('/center/userInfo/companyInvoicing'),
});

/** The information on file, and 修改开票信息 for the administrator. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('91440605MA4UJ2KX3B')).toBeVisible();
    await expect(canvas.getByText('中国工商银行佛山南海支行')).toBeVisible();
    await expect(canvas.getByText('0757-86681234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '修改开票信息' })).toBeVisible();
  },
});

/**
 * Edited: a short taxpayer number and a bad account are refused at their fields (what was typed
 * stays); fixed, the information is saved (lower case made capital) and shown.
 */
export const Edit = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改开票信息' }));
    const taxNo = field(canvas, '纳税人识别号');
    await userEvent.clear(taxNo);
    await userEvent.type(taxNo, '9144060512345');
    const account = field(canvas, '银行账号');
    await userEvent.clear(account);
    await userEvent.type(account, '6216-6102');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(
      await canvas.findByText('纳税人识别号应为 15、18 或 20 位数字或大写字母'),
    ).toBeVisible();
    await expect(canvas.getByText('银行账号应为 8 到 30 位数字')).toBeVisible();
    await expect(taxNo).toHaveValue('9144060512345');
    await userEvent.clear(taxNo);
    await userEvent.type(taxNo, '91440605ma4uj2kx3c');
    await userEvent.clear(account);
    await userEvent.type(account, '6216610200012345678');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('91440605MA4UJ2KX3C')).toBeVisible();
    const [sent] = callsTo(page.serverOf(loaded).requests, addressPaths.updateInvoicing);
    await expect(sent?.body).toMatchObject({
      taxNo: '91440605MA4UJ2KX3C',
      bankAccount: '6216610200012345678',
    });
    await expect(loaded.env.notifications).toContainEqual({
      type: 'success',
      message: '开票信息已保存',
    });
    await settled();
  },
});

/** Not filled in yet: the administrator gets the empty form; 保存 shows every field's message. */
export const Empty = meta.story({
  ...page.withServer({ invoicing: null }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '保存' }));
    for (const message of [
      '请输入发票抬头',
      '请输入纳税人识别号',
      '请输入开户银行',
      '请输入银行账号',
      '请输入注册地址',
      '请输入注册电话',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await userEvent.type(field(canvas, '注册电话'), '12345');
    await userEvent.tab();
    await expect(await canvas.findByText('请输入正确的电话号码，如 0757-86001234')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
  },
});

/** A save in flight: 保存 is busy. */
export const SaveInFlight = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(addressPaths.updateInvoicing));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '修改开票信息' }));
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: '取消' })).toBeDisabled();
  },
});

/** An employee reads the information and is told only the administrator changes it. */
export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('开票信息仅限企业管理员修改')).toBeVisible();
    await expect(canvas.getByText('91440605MA4UJ2KX3B')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '修改开票信息' })).not.toBeInTheDocument();
  },
});

/** An employee of a company without information is told to ask the administrator. */
export const EmployeeEmpty = meta.story({
  parameters: { ...page.withServer({ invoicing: null }).parameters, session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('企业尚未填写开票信息，请联系企业管理员填写'),
    ).toBeVisible();
  },
});

/** Not certified: a link to 企业认证, and nothing is asked of the server. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/完成企业认证后即可维护开票信息/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await expect(callsTo(page.serverOf(loaded).requests, addressPaths.invoicing)).toEqual([]);
  },
});

export const Loading = meta.story(loadingPage(addressPaths.invoicing));

export const ServerError = meta.story(
  failingPage(addressPaths.invoicing, 500, '服务器繁忙', { msg: '服务器繁忙', retry: true }),
);
