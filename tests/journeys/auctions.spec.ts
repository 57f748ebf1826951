import type { Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import { expect, reminderDialog, signIn, test } from './fixtures.ts';

const ACTIVITY = '铝板带库存清仓专场';
const LOT = 'P1001';

/** The sandbox's auction back office. */
const auctionAdmin = async (action: 'reset' | 'end', body: object) => {
  const response = await fetch(`${sandboxApi}/__admin/auctions/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
};

/** The seeded live activity's id. */
const activityId = async () => {
  const response = await fetch(`${sandboxApi}/pc/auction/activity/time/list`);
  const { data } = (await response.json()) as { data: { rows: { id: number; title: string }[] } };
  const activity = data.rows.find(({ title }) => title === ACTIVITY);
  if (!activity) throw new Error(`no activity ${ACTIVITY}`);
  return activity.id;
};

/** A buyer signed in on the activity's page. */
const openAs = async (page: Page, username: string, id: number) => {
  await signIn(page, username, { landing: `/#/home/modelAuction/${id}` });
  await expect(page.getByRole('heading', { name: ACTIVITY })).toBeVisible();
};

const lotRow = (page: Page) => page.getByRole('row').filter({ hasText: LOT });

/** 出价 on the lot at the offered price, confirmed; answers the outcome shown. */
const bidOffered = async (page: Page) => {
  await lotRow(page).getByRole('button', { name: '出价' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '出价', exact: true }).click();
  await dialog.getByRole('button', { name: '确认出价' }).click();
  const outcome = dialog.getByRole('status');
  await expect(outcome).toBeVisible();
  const text = await outcome.textContent();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  return text;
};

test('a buyer follows a lot, is outbid by another and follows the reminder to the lot; it ends, and the winner orders it', async ({
  page,
  inOwnContext,
}) => {
  const id = await activityId();
  await auctionAdmin('reset', { activityId: id, robots: false, minutes: 30 });
  await openAs(page, '13800000001', id);
  // 关注 from the lot's detail: a toggle, announced as pressed.
  await lotRow(page)
    .getByRole('button', { name: `详情 ${LOT}` })
    .click();
  const detail = page.getByRole('dialog');
  await detail.getByRole('button', { name: '关注', pressed: false }).click();
  await expect(detail.getByRole('button', { name: '关注', pressed: true })).toBeVisible();
  await detail.getByRole('button', { name: '关闭' }).click();
  expect(await bidOffered(page)).toBe('出价成功，您当前领先');
  await expect(lotRow(page).getByText('领先')).toBeVisible();

  // The second buyer, in a browser of their own, watched as the first buyer's page is.
  await inOwnContext(async (winner) => {
    await openAs(winner, '13800000007', id);
    expect(await bidOffered(winner)).toBe('出价成功，您当前领先');
    const price = await lotRow(winner).getByRole('cell').nth(5).textContent();
    // The first buyer hears of it through the reminder, which leads to 我的关注 and the lot.
    const outbid = await reminderDialog(page);
    await outbid.getByRole('button', { name: new RegExp(`您的出价已被超越.*${LOT}`) }).click();
    await expect(page).toHaveURL(/#\/center\/activityFollow/);
    const followed = page.getByRole('row').filter({ hasText: LOT });
    await expect(followed.getByText('被超越')).toBeVisible();
    await followed.getByRole('link', { name: new RegExp(`^${LOT} `) }).click();
    await expect(page.getByRole('dialog')).toContainText(`拍品详情：${LOT}`);
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

    await auctionAdmin('end', { activityId: id });
    const ended = await reminderDialog(page);
    await expect(ended.getByText('您关注的拍品已结束')).toBeVisible();
    await ended.getByRole('button', { name: '全部忽略' }).click();
    await expect(lotRow(page).getByText('未中标')).toBeVisible();
    await expect(lotRow(page).getByRole('button', { name: '出价' })).toHaveCount(0);

    // The winner hears of it and turns the lot into an order at its winning price.
    const won = await reminderDialog(winner);
    await won.getByRole('button', { name: new RegExp(`恭喜您竞拍成功.*${LOT}`) }).click();
    await expect(winner).toHaveURL(/#\/center\/activityPayDone/);
    await winner.getByRole('checkbox', { name: `选择 ${LOT}` }).click();
    await winner.getByRole('button', { name: '去下单' }).click();
    await expect(winner.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await winner.getByRole('textbox', { name: '采购单号' }).fill('PO-LOT-0001');
    await winner.getByRole('button', { name: '提交订单' }).click();
    await winner.getByRole('alertdialog').getByRole('button', { name: '确定下单' }).click();
    await expect(winner).toHaveURL(/#\/center\/orderToBeSubmit/);
    await expect(winner.getByText('采购单号：PO-LOT-0001').first()).toBeVisible();
    const notice = await winner.getByText(/下单成功，订单号 XS\d+/).textContent();
    const orderNo = notice?.match(/XS\d+/)?.[0] ?? '';
    await expect(winner.getByText(orderNo).first()).toBeVisible();
    await expect(winner.getByText(price ?? '').first()).toBeVisible();
  });
});

test('the home page shows the auction window from the live activity; it keeps where the buyer paged across a reload and leads to the activity', async ({
  page,
}) => {
  const id = await activityId();
  await auctionAdmin('reset', { activityId: id, robots: false, minutes: 30 });
  await page.goto('/#/home/main');
  const area = page.getByRole('region', { name: '竞拍专场' });
  // The live activity is the current one of the window.
  await expect(area.getByRole('link', { name: ACTIVITY })).toHaveAttribute('aria-current', 'true');
  await expect(area.getByText(/距结束 00:(30:00|29:\d\d)/)).toBeVisible();
  await expect(area.getByText('第 2–6 个，共 7 个')).toBeVisible();
  await area.getByRole('button', { name: '下一个专场' }).click();
  await expect(area.getByText('第 3–7 个，共 7 个')).toBeVisible();
  await page.reload();
  await expect(area.getByText('第 3–7 个，共 7 个')).toBeVisible();
  await expect(area.getByRole('link', { name: ACTIVITY })).toHaveCount(0);
  await area.getByRole('button', { name: '上一个专场' }).click();
  await area.getByRole('link', { name: ACTIVITY }).click();
  await expect(page).toHaveURL(new RegExp(`#/home/modelAuction/${id}$`));
  await expect(page.getByRole('heading', { name: ACTIVITY })).toBeVisible();
});
