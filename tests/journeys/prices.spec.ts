import type { Page } from '@playwright/test';
import { matchRoute, routeTable } from '../../packages/app/src/routes/table.ts';
import { waits } from '../../waits.config.mjs';
import { sandboxApi } from '../playwright.config.ts';
import { accounts, expect, signIn, test } from './fixtures.ts';

/**
 * Spec section 6: a visitor and a signed-in uncertified buyer see no price. Every route of the
 * route table is opened as each of them, and every dialog a route's 详情, 明细 or 我的出价 opens,
 * and no text on the page reads as a price: a figure with 元 after it (元/吨 too), or ¥.
 */
const PRICE = /¥\s*\d|\d[\d,]*(?:\.\d+)?\s*元/;
/**
 * A promotion's copy (促销活动: '满 5 吨每吨立减 200 元') is the mall's advertisement to everyone,
 * shown to visitors on the home page and the promotion list, not the price of any goods.
 */
const PROMOTION = /立减|优惠/;
/**
 * The mall's published service terms on a goods detail ('过户费 15 元/吨'): the mall's fee
 * for everyone, not the price of the goods.
 */
const SERVICE_TERMS = /过户费/;

/** The buttons that open a dialog with prices in it (lot detail, inquiry lines, my bids). */
const DIALOG_OPENERS = /^(详情|明细|我的出价)/;
/** The most openers tried on one page: the first rows tell what every row's dialog shows. */
const OPENERS_PER_PAGE = 2;

const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${sandboxApi}${path}`, {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
  return ((await response.json()) as { data: T }).data;
};

/** Values of a route's `:params`: a seeded batch, the live auction, real content pages. */
const paramValues = async (): Promise<Record<string, string>> => {
  const goods = await json<{ rows: { batchId: number }[] }>(
    '/pc/theNow/theNow/selectCommodityList?pageNum=1&pageSize=1',
  );
  const activities = await json<{ rows: { id: number; auctionStatus: number }[] }>(
    '/pc/auction/activity/time/list',
  );
  const live = activities.rows.find(({ auctionStatus }) => auctionStatus === 3);
  return {
    id: String(goods.rows[0]?.batchId ?? 1),
    activityId: String(live?.id ?? activities.rows[0]?.id ?? 1),
    type: 'company',
  };
};

/**
 * Counts the page's requests (its documents, scripts, chunks and calls): how many began, and
 * `answered()`, which waits until none is open.
 */
const watchRequests = (page: Page) => {
  let started = 0;
  let open = 0;
  const onAnswered: (() => void)[] = [];
  page.on('request', () => {
    started += 1;
    open += 1;
  });
  const ended = () => {
    open -= 1;
    if (open === 0) for (const resolve of onAnswered.splice(0)) resolve();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    started: () => started,
    answered: () =>
      open === 0 ? Promise.resolve() : new Promise<void>((resolve) => onAnswered.push(resolve)),
  };
};
type Requests = ReturnType<typeof watchRequests>;

/** The title of the route table's entry for a hash, as the app names the document. */
const titleAt = (hash: string) =>
  `${matchRoute(hash.replace(/^#/, ''))?.title ?? 'no route'} - 铝材现货商城`;

/**
 * After two frames and a task (the app holds its first requests and lazy parts for a frame and
 * a task after its first paint), the page's address and title.
 */
const afterFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ hash: string; title: string }>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ hash: location.hash, title: document.title }), 0),
          ),
        );
      }),
  );

/**
 * The page's visible text once its screen has settled: the document is titled for the route at
 * its address (the shell titles it after the screen's commit, whose own effects, which send its
 * calls, ran first), every request is answered and none began over two frames and a task, and
 * nothing says 加载中 or is busy. Network idle (no request for 500 ms) waited a fixed half second
 * at every route and dialog, and a page slower than that between two requests passed it early.
 */
const settledText = async (page: Page, requests: Requests) => {
  await expect
    .poll(
      async () => {
        await requests.answered();
        const started = requests.started();
        const { hash, title } = await afterFrames(page);
        if (requests.started() !== started) return 'a request began';
        return title === titleAt(hash) ? 'settled' : `titled ${title} at ${hash}`;
      },
      { message: 'the screen rendered and its requests answered', intervals: [0] },
    )
    .toBe('settled');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^加载中/)).toHaveCount(0);
  return page.locator('body').innerText();
};

const pricesOn = (text: string) =>
  text
    .split('\n')
    .filter((line) => PRICE.test(line) && !PROMOTION.test(line) && !SERVICE_TERMS.test(line))
    .map((line) => line.trim());

/** The dialogs opened, as 'path name', so that the walk proves it reached them. */
const walk = async (page: Page, requests: Requests, path: string, opened: string[]) => {
  // A document of its own for each route: a hash change alone would let the previous screen be
  // read before the router has moved on.
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  const found = pricesOn(await settledText(page, requests)).map((line) => `${path}: ${line}`);
  const openers = page.getByRole('button', { name: DIALOG_OPENERS });
  const names = (
    await openers.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    )
  ).slice(0, OPENERS_PER_PAGE);
  for (const name of names) {
    await page.getByRole('button', { name, exact: true }).first().click();
    opened.push(`${path} ${name}`);
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
    await expect(dialog).toBeVisible();
    found.push(
      ...pricesOn(await settledText(page, requests)).map((line) => `${path} ${name}: ${line}`),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  return found;
};

const concretePaths = (values: Record<string, string>) =>
  routeTable.map(({ path }) => path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1'));

// The two walks are independent: each may run on a lane of its own.
test.describe.configure({ mode: 'parallel' });

for (const viewer of ['visitor', 'uncertified'] as const) {
  test(`a ${viewer} meets no price on any route or dialog`, async ({ page }) => {
    test.setTimeout(waits.journey * 2);
    const paths = concretePaths(await paramValues());
    const requests = watchRequests(page);
    if (viewer === 'uncertified') await signIn(page, accounts.uncertified);
    const found: string[] = [];
    const opened: string[] = [];
    for (const path of paths) found.push(...(await walk(page, requests, path, opened)));
    expect(found).toEqual([]);
    // The auction's lot detail (its start price, deposit and bid record) was among them.
    expect(opened).toContainEqual(expect.stringMatching(/^\/home\/modelAuction\/\d+ 详情 P\d+$/));
  });
}
