// The order-list figures of `pnpm bench`: with 1,000 orders in the 备货中 list (made by the
// sandbox's back office), the script time of rendering another page of it and of switching
// between stage tabs, against the built app and the sandbox.
import { summarise, withScriptClock } from './scriptTime.mjs';

/** Page turns and tab switches measured; the figure is their median. */
const TURNS = 5;
/** Orders in the list. */
const ORDERS = 1000;
/** The demo administrator, whose company gets the orders. */
const USERNAME = '13800000001';
const PASSWORD = 'Mall@2026';

/** The list shows a first order other than `previous` and nothing on the page is loading. */
const shownOtherThan = (previous) => {
  const first = document.querySelector('tbody[aria-label^="订单 "]')?.getAttribute('aria-label');
  return Boolean(first) && first !== previous && !document.querySelector('[aria-busy="true"]');
};

/**
 * Adds 1,000 stocking orders through `sandboxApi`, logs in at `appUrl` and returns the median
 * and largest script time of a page turn of the 1,000-order list (50 a page) and of a switch
 * between the 备货中 and 待付款 tabs, in ms.
 */
export async function measureOrdersRender(appUrl, sandboxApi) {
  const made = await fetch(`${sandboxApi}/__admin/orders/bulk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, stage: 'stocking', count: ORDERS }),
  }).then((response) => response.json());
  if (made.code !== 200) throw new Error(`bulk orders: ${made.code} ${made.msg}`);

  return withScriptClock(async (page, timeScript) => {
    await page.goto(`${appUrl}/#/gateway/login`);
    await page.getByRole('textbox', { name: /手机号/ }).fill(USERNAME);
    await page.getByLabel(/^\*?\s*密码$/).fill(PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/#\/home\/main$/);
    // The demo administrator has seeded reminders pending: dismiss their dialog.
    const reminders = page.getByRole('dialog', { name: '消息' });
    await reminders.waitFor();
    await reminders.getByRole('button', { name: '全部忽略' }).click();
    await reminders.waitFor({ state: 'detached' });

    await page.goto(`${appUrl}/#/center/orderInStock`);
    const firstCard = page.locator('tbody[aria-label^="订单 "]').first();
    const firstName = () => firstCard.getAttribute('aria-label');
    await firstCard.waitFor();
    await page.getByRole('combobox', { name: '每页条数' }).selectOption('50');
    await page.getByRole('button', { name: '第 2 页' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    const turns = [];
    for (let pageNum = 2; pageNum < 2 + TURNS; pageNum += 1) {
      const before = await firstName();
      turns.push(
        await timeScript(
          () => page.getByRole('button', { name: `第 ${pageNum} 页` }).click(),
          shownOtherThan,
          before,
        ),
      );
    }

    const switches = [];
    const tabs = page.getByRole('tablist', { name: '订单状态' });
    for (let turn = 0; turn < TURNS; turn += 1) {
      for (const label of [/^待付款/, /^备货中/]) {
        const before = await firstName();
        switches.push(
          await timeScript(
            () => tabs.getByRole('tab', { name: label }).click(),
            shownOtherThan,
            before,
          ),
        );
      }
    }
    return [
      { action: `page turn, 50 of ${ORDERS} orders`, ...summarise(turns) },
      { action: 'stage tab switch (备货中 ↔ 待付款)', ...summarise(switches) },
    ];
  });
}
