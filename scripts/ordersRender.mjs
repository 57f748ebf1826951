// The order-list figures of `pnpm bench`: with 1,000 orders in the 备货中 list (made by the
// sandbox's back office), the script time of rendering another page of it and of switching
// between stage tabs, against the built app and the sandbox, beside the same rows in a bare
// React table.
import { besideReference, captureRows } from './referenceRender.mjs';
import { summarise, withScriptClock } from './scriptTime.mjs';

/** Page turns and tab switches (both ways) measured. */
const TURNS = 5;
/** Orders in the list. */
const ORDERS = 1000;
/** The demo administrator, whose company gets the orders. */
const USERNAME = '13800000001';
const PASSWORD = 'Mall@2026';

/** The rows of the order cards. */
const ROWS = 'tbody[aria-label^="订单 "] tr';

/** The list shows a first order other than `previous` and nothing on the page is loading. */
const shownOtherThan = (previous) => {
  const first = document.querySelector('tbody[aria-label^="订单 "]')?.getAttribute('aria-label');
  return Boolean(first) && first !== previous && !document.querySelector('[aria-busy="true"]');
};

/**
 * Logs the demo administrator in at `appUrl` in `page`, and dismisses the reminders the seed
 * gives it, if they are still pending (the dialog titled 消息 would cover the page).
 */
export async function logIn(page, appUrl) {
  const reminders = page.waitForResponse((response) =>
    response.url().includes('/flashAction/queryAction'),
  );
  await page.goto(`${appUrl}/#/gateway/login`);
  await page.getByRole('textbox', { name: /手机号/ }).fill(USERNAME);
  await page.getByLabel(/^\*?\s*密码$/).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/#\/home\/main$/);
  const { data } = await (await reminders).json();
  if (data.length === 0) return;
  const dialog = page.getByRole('dialog', { name: '消息' });
  await dialog.getByRole('button', { name: '全部忽略' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Adds 1,000 stocking orders through `sandboxApi`, logs in at `appUrl` and returns the median
 * and largest script time of a page turn of the 1,000-order list (50 a page) and of a switch
 * between the 备货中 and 待付款 tabs, in ms, beside the same rows in a bare React table.
 */
export async function measureOrdersRender(appUrl, sandboxApi) {
  const made = await fetch(`${sandboxApi}/__admin/orders/bulk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, stage: 'stocking', count: ORDERS }),
  }).then((response) => response.json());
  if (made.code !== 200) throw new Error(`bulk orders: ${made.code} ${made.msg}`);

  const [turns, switches] = await withScriptClock(async (page, timeScript) => {
    await logIn(page, appUrl);

    await page.goto(`${appUrl}/#/center/orderInStock`);
    const firstCard = page.locator('tbody[aria-label^="订单 "]').first();
    const firstName = () => firstCard.getAttribute('aria-label');
    await firstCard.waitFor();
    await page.getByRole('combobox', { name: '每页条数' }).selectOption('50');
    await page.getByRole('button', { name: '第 2 页' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    /** Times `targets` in turn, each click until another first order shows. */
    const timeClicks = async (targets) => {
      const times = [];
      const pages = [await captureRows(page, ROWS)];
      for (const target of targets) {
        times.push(await timeScript(target, shownOtherThan, await firstName()));
        pages.push(await captureRows(page, ROWS));
      }
      return { summary: summarise(times), pages };
    };
    const tabs = page.getByRole('tablist', { name: '订单状态' });
    return [
      await timeClicks(
        Array.from({ length: TURNS }, (_, turn) =>
          page.getByRole('button', { name: `第 ${turn + 2} 页` }),
        ),
      ),
      await timeClicks(
        Array.from({ length: 2 * TURNS }, (_, turn) =>
          tabs.getByRole('tab', { name: turn % 2 === 0 ? /^待付款/ : /^备货中/ }),
        ),
      ),
    ];
  });
  return [
    {
      action: `page turn, 50 of ${ORDERS} orders`,
      ...(await besideReference(turns.summary, turns.pages)),
    },
    {
      action: 'stage tab switch (备货中 ↔ 待付款)',
      ...(await besideReference(switches.summary, switches.pages)),
    },
  ];
}
