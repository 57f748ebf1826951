import {
  accounts,
  api,
  expect,
  openMessageCentre,
  reminderDialog,
  reminders,
  signIn,
  test,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

const bell = (page: Page) => page.getByRole('button', { name: /^消息中心/ });

test('a reminder arrives while the buyer browses; clicking it lands on the order tab', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  await page.goto('/#/center/userInfo/companyInfo');
  await expect(page.getByRole('dialog', { name: '消息' })).toBeHidden();

  // Two of the company's paid orders, as the mall names them when it raises 005.
  const { rows } = await api<{ rows: { orderNo: string }[] }>(
    page,
    '/pc/mall/order/selectCsrPcAllMallOrderNewList?pageNum=1&pageSize=10&stage=saleDelivery',
  );
  const [first, second] = rows.map(({ orderNo }) => orderNo);
  if (!first || !second) throw new Error('fewer than two orders to deliver');
  await reminders.raise(accounts.certifiedAdmin, '005', `${first},${second}`);
  const dialog = await reminderDialog(page);
  await expect(dialog).toContainText('订单已付款');
  await expect(dialog).toContainText(`订单号：${first}、${second}`);
  await dialog.getByRole('button', { name: /订单已付款/ }).click();

  await expect(page).toHaveURL(/#\/center\/orderToBeDelivery$/);
  await expect(page).toHaveTitle('待发货 - 铝材现货商城');
  await expect(dialog).toBeHidden();
  // Consumed: it does not come back, and 我的提醒 lists it as read.
  await page.goto('/#/center/otherReminder');
  const row = page.getByRole('row', { name: new RegExp(`订单已付款.*${first}、${second}`) });
  await expect(row).toContainText('已读');
  await expect(page.getByRole('dialog', { name: '消息' })).toBeHidden();
});

test('mark all read clears the header count', async ({ page }) => {
  await signIn(page, accounts.certifiedAdmin);
  await expect(bell(page)).toHaveAccessibleName(/^消息中心，\d+\+? 条未读$/);
  await bell(page).click();
  await page
    .getByRole('dialog', { name: '最新消息' })
    .getByRole('button', { name: '全部已读' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toContainText('请确认');
  await confirm.getByRole('button', { name: '确认' }).click();
  await expect(bell(page)).toHaveAccessibleName('消息中心');
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('消息中心');
});

test('notification settings survive a reload', async ({ page }) => {
  await signIn(page, accounts.certifiedStaff);
  const centre = await openMessageCentre(page);
  await centre.getByRole('button', { name: '消息设置' }).click();
  const settings = page.getByRole('dialog', { name: '消息设置' });
  const toggle = async (name: string) => {
    const control = settings.getByRole('switch', { name, exact: true });
    await control.click();
    await expect(control).not.toHaveAttribute('aria-busy', 'true');
  };
  await expect(settings.getByRole('switch', { name: '微信' })).toBeChecked();
  await toggle('微信');
  await toggle('询价报价通知');
  await expect(settings.getByRole('switch', { name: '询价消息' })).toBeChecked();
  // Its last sub-setting off turns the type off.
  await toggle('询价受理通知');
  await expect(settings.getByRole('switch', { name: '询价消息' })).not.toBeChecked();

  await page.reload();
  await (await openMessageCentre(page)).getByRole('button', { name: '消息设置' }).click();
  const reloaded = page.getByRole('dialog', { name: '消息设置' });
  await expect(reloaded.getByRole('switch', { name: '微信' })).not.toBeChecked();
  await expect(reloaded.getByRole('switch', { name: '短信' })).toBeChecked();
  await expect(reloaded.getByRole('switch', { name: '询价消息' })).not.toBeChecked();
  await expect(reloaded.getByRole('switch', { name: '询价报价通知' })).not.toBeChecked();
  await expect(reloaded.getByRole('switch', { name: '订单消息' })).toBeChecked();
});
