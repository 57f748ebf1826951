import {
  test as base,
  expect,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import type { LoginResponse } from '../../packages/domain/src/contract/auth.ts';
import type { SandboxAudit } from '../../packages/domain/src/contract/sandbox.ts';
import { toStoredUser } from '../../packages/domain/src/rules/user.ts';
import { STORAGE_KEYS, TOKEN_COOKIE } from '../../packages/domain/src/storage/keys.ts';
import { waits } from '../../waits.config.mjs';
import { sandboxApi } from '../playwright.config.ts';

export const PASSWORD = 'Mall@2026';

/**
 * A wanted date the inquiry form and the sandbox accept whatever the day: `days` after today
 * in China (a date before today, or more than a year after it, is refused).
 */
export const wantedDate = (days = 40): string =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
export const accounts = {
  certifiedAdmin: '13800000001',
  certifiedStaff: '13800000002',
  uncertified: '13800000003',
  newUser: '13800000004',
  frozen: '13800000005',
  businessApp: '13800000006',
} as const;

/**
 * A sandbox call as the signed-in buyer, for what a journey needs to know (which goods, which
 * order), never for the journey's own steps.
 */
export async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find(({ name }) => name === 'Token')?.value;
  const response = await fetch(`${sandboxApi}${path}`, { headers: { Token: token ?? '' } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

/** Fault injection through the sandbox's admin endpoint. */
export const faults = {
  set: (body: object) =>
    fetch(`${sandboxApi}/__admin/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  clear: () => fetch(`${sandboxApi}/__admin/faults`, { method: 'DELETE' }),
};

/** The sandbox's calls made outside the browser: what a phone or a provider would do. */
const adminJson = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${sandboxApi}${path}`, {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
};

/**
 * The sandbox's password login (port 4, what the login form sends), outside the browser: the
 * session a phone or a journey's own setup starts from.
 */
export const passwordLogin = (username: string, password = PASSWORD) =>
  adminJson<LoginResponse>('/user/login', {
    method: 'POST',
    body: JSON.stringify({ username, password, port: 4 }),
  });

/** A call of the mall's app with its own session, about a QR login code. */
const phoneCall = (path: string, code: string, token: string) =>
  adminJson(`${path}?code=${encodeURIComponent(code)}`, { headers: { Token: token } });

export const phone = {
  /** The last SMS code the sandbox sent to `username` for `type` (1 login, 2 register, 3 forget, 4 bind). */
  lastSms: async (username: string, type: number) =>
    (await adminJson<{ code: string }>(`/__admin/sms/last?username=${username}&type=${type}`)).code,
  /**
   * The mall's app of `username` scans the PC's QR login code: it logs in on its own, then calls
   * scanLogin with its session; answers that session, for `confirmQr`.
   */
  scanQr: async (code: string, username: string) => {
    const { token } = await passwordLogin(username);
    await phoneCall('/user/scanLogin', code, token);
    return token;
  },
  /** The phone that scanned (its session) confirms the login: confirmScan. */
  confirmQr: (code: string, token: string) => phoneCall('/user/confirmScan', code, token),
};

/** Reminders as the back office raises them; journeys start with none pending. */
export const reminders = {
  raise: (username: string, actionCode: string, businessMsg = '') =>
    adminJson(`/__admin/reminders`, {
      method: 'POST',
      body: JSON.stringify({ username, actionCode, businessMsg }),
    }),
  clearAll: () => adminJson(`/__admin/reminders`, { method: 'DELETE' }),
};

/** The mall's back office: what its finance, mill and warehouse do to an order, by number. */
const adminPost = (path: string, body: object) =>
  adminJson(path, { method: 'POST', body: JSON.stringify(body) });
export const backOffice = {
  /** Finance confirms the order's pending transfers. */
  confirmPayments: (orderNo: string) => adminPost('/__admin/orders/payments/confirm', { orderNo }),
  /** The mall replies to the order's latest reminder. */
  reply: (orderNo: string, content: string) =>
    adminPost('/__admin/orders/reply', { orderNo, content }),
  /** The mill starts producing the order. */
  startProduction: (orderNo: string) => adminPost('/__admin/orders/production', { orderNo }),
  /** The mill weighs the order's lines: the final payment falls due. */
  weigh: (orderNo: string, lines: { detailId: number; weighedWeight: string }[]) =>
    adminPost('/__admin/orders/weigh', { orderNo, lines }),
  /** The mall settles the order's disputed 磅差: accepts the buyer's claim or upholds the weighing. */
  settleWeighing: (orderNo: string, outcome: 'accept' | 'uphold') =>
    adminPost('/__admin/orders/weighing/settle', { orderNo, outcome }),
  /** The warehouse ships every applied delivery of the order. */
  ship: (orderNo: string) => adminPost('/__admin/orders/ship', { orderNo }),
};

/**
 * A whole 1×1 PNG, as a photo or a scan a buyer uploads: the upload fields show it as a
 * thumbnail, and a header alone (a picture Chromium cannot decode) made Chromium 150 report a
 * refused connect-src blob: under the app's policy.
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A POST to the sandbox: as the buyer signed in on `page` (what the screens already proven by
 * other journeys would send), or, without a page, as the mall's back office.
 */
export async function post<T>(path: string, body: object, page?: Page): Promise<T> {
  const token = page && (await page.context().cookies()).find(({ name }) => name === 'Token');
  const response = await fetch(`${sandboxApi}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Token: token?.value ?? '',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** The visible input labelled exactly `label` (labels read *手机号 with the required mark). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`)).and(scope.locator('input:visible'));

/**
 * Chooses in the app's own drop-down (SelectMenu, a Radix Select): opens it, then clicks the
 * option named `option` (exactly, for a string) or, with `{ index }`, the option at that place
 * (0 is the placeholder where there is one) in its listbox, waiting for the options to arrive.
 */
export async function choose(combobox: Locator, option: string | RegExp | { index: number }) {
  await combobox.click();
  const list = combobox.page().getByRole('listbox');
  const item =
    typeof option === 'string' || option instanceof RegExp
      ? list.getByRole('option', { name: option, exact: typeof option === 'string' })
      : list.getByRole('option').nth(option.index);
  await item.click();
}

/** Asks for an SMS code and waits until it is sent (the button counts down). */
export async function sendCode(scope: Page | Locator) {
  await scope.getByRole('button', { name: '获取验证码' }).click();
  await expect(scope.getByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();
}

/**
 * Registers `number` with `password` through the registration form (an account of the journey's
 * own, so the demo accounts keep theirs); the new buyer lands on the guide, logged in.
 */
export async function registerAccount(page: Page, number: string, password: string, name = '周敏') {
  await page.goto('/#/gateway/register');
  await field(page, '手机号').fill(number);
  await sendCode(page);
  await field(page, '验证码').fill(await phone.lastSms(number, 2));
  await field(page, '真实姓名').fill(name);
  await field(page, '密码').fill(password);
  await field(page, '确认密码').fill(password);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/#\/guideNovice$/);
}

/**
 * Fills the password login form and submits it. The fields are looked up inside that form: just
 * after a redirect to login, the page being left can still show a 手机号 field of its own.
 */
export async function logIn(page: Page, username: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: '账号登录' });
  await field(form, '手机号').fill(username);
  await field(form, '密码').fill(password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Signs `username` in as a buyer coming back to the mall: the sandbox's password login (what the
 * login form sends), then the browser holds what the app keeps of a login, and nothing else: the
 * Token cookie (Path=/, SameSite=Strict) and the stored user, which the app reads when it starts
 * (it asks the server for no user). Opens `landing` and waits until the top bar names the buyer.
 * For journeys about something else than logging in: those about the login itself, its 登录成功
 * and where it sends the buyer, use `logIn` on the form.
 */
export async function signIn(
  page: Page,
  username: string,
  { landing = '/#/home/main', password = PASSWORD } = {},
) {
  const { token, user } = await passwordLogin(username, password);
  const stored = toStoredUser(user);
  const app = new URL(base.info().project.use.baseURL ?? '');
  // A document of the app still open keeps the session it started with: the page leaves it.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.context().setStorageState({
    cookies: [
      {
        name: TOKEN_COOKIE,
        value: encodeURIComponent(token),
        domain: app.hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin: app.origin,
        localStorage: [{ name: STORAGE_KEYS.user, value: JSON.stringify(stored) }],
      },
    ],
  });
  await page.goto(landing);
  await expect(
    page
      .getByRole('navigation', { name: '用户导航' })
      .getByRole('button', { name: stored.companyName || stored.username }),
  ).toBeVisible();
}

/**
 * Puts `tonnes` of a batch in the cart from its goods detail, as the buyer does, and waits for
 * 已加入购物车.
 */
export async function addToCart(page: Page, batchId: number, tonnes: string) {
  // From a blank page: going from one batch's detail to another's within the app, the last
  // batch's page stays until the new one commits, with the same field and button.
  await page.goto('about:blank');
  await page.goto(`/#/home/modelStore/detail/${batchId}`);
  const quantity = page.getByRole('textbox', { name: '采购数量' });
  await expect(quantity).toHaveValue(/\d/);
  await quantity.fill(tonnes);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车').last()).toBeVisible();
}

/** The search results page's heading, which names the keyword: `“6061”的搜索结果`. */
/** An order line as 申请售后 lists it: what can still be claimed, and the weight of a piece. */
export interface ClaimableLine {
  detailId: number;
  productName: string;
  claimableWeight: string;
  pieceWeight: string | null;
  unitPrice: string;
}

/** A 待开票 order on the first page of that stage with a line that can still claim 0.1 t. */
export async function claimableOrder(
  page: Page,
): Promise<{ order: { orderId: number; orderNo: string }; line: ClaimableLine }> {
  const { rows } = await api<{ rows: { orderId: number; orderNo: string }[] }>(
    page,
    '/pc/mall/order/selectCsrPcAllMallOrderNewList?pageNum=1&pageSize=10&stage=toInvoice',
  );
  for (const order of rows) {
    const info = await api<{ lines: ClaimableLine[] }>(
      page,
      `/pc/after/sale/apply/getAppApplyInfo?orderId=${order.orderId}`,
    );
    const line = info.lines.find(({ claimableWeight }) => Number(claimableWeight) >= 0.1);
    if (line) return { order, line };
  }
  throw new Error('no claimable order');
}

/** An order of the signed-in buyer's company with paid tonnes still to deliver (待发货). */
export async function deliverableOrder(page: Page): Promise<{ orderId: number; orderNo: string }> {
  const { rows } = await api<{ rows: { orderId: number; orderNo: string }[] }>(
    page,
    '/pc/mall/order/selectCsrPcAllMallOrderNewList?pageNum=1&pageSize=50&stage=saleDelivery',
  );
  for (const order of rows) {
    const info = await api<{
      order: { lines: { detailId: number; finalPaid: boolean }[] };
      remaining: { detailId: number; weight: string }[];
    }>(page, `/pc/mall/saleDelivery/selectDeliveryInfoByOrderId?orderId=${order.orderId}`);
    const left = new Map(info.remaining.map(({ detailId, weight }) => [detailId, weight]));
    if (info.order.lines.some((line) => line.finalPaid && Number(left.get(line.detailId)) > 0)) {
      return order;
    }
  }
  throw new Error('no order with tonnes to deliver');
}

/**
 * Narrows the stage list of `stage` (its tab, e.g. 待付尾款) to one order through the filter bar.
 * Every stage page has the same bar: until the stage's tab is the selected one, the bar on screen
 * may still be the last page's (a navigation renders the new route as a transition, and the old
 * one stays until it commits), and what is typed there is lost with it (one run did).
 */
export async function filterOrder(page: Page, stage: string, orderNo: string) {
  await expect(
    page
      .getByRole('tablist', { name: '订单状态' })
      .getByRole('tab', { name: new RegExp(`^${stage}( \\d+)?$`), selected: true }),
  ).toBeVisible();
  const filters = page.getByRole('search', { name: '订单筛选' });
  await filters.getByRole('textbox', { name: '订单编号' }).fill(orderNo);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('rowgroup', { name: `订单 ${orderNo}` })).toBeVisible();
}

/**
 * Runs a row's action named `name` (e.g. 申请售后 DD2026…, the action and the row's number): its
 * button or link when the row shows it, else the row's 更多 menu and the action's item there
 * (a row keeps two actions in view, the rest under 更多).
 */
export async function orderAction(scope: Page | Locator, name: string) {
  const rowNo = name.slice(name.lastIndexOf(' ') + 1);
  const inRow = scope
    .getByRole('button', { name, exact: true })
    .or(scope.getByRole('link', { name, exact: true }));
  const more = scope.getByRole('button', { name: new RegExp(`^更多操作 .*${rowNo}$`) });
  await expect(inRow.or(more).first()).toBeVisible();
  if (await inRow.isVisible()) {
    await inRow.click();
    return;
  }
  await more.click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
}

/**
 * On the after-sale form: picks the line and says how much of it, 0.1 t or one weighed piece;
 * answers the field typed in and its value.
 */
export async function claimLine(
  page: Page,
  line: ClaimableLine,
): Promise<readonly [Locator, string]> {
  await page.getByRole('checkbox', { name: new RegExp(line.productName) }).click();
  if (line.pieceWeight === null) {
    const tonnes = field(page, `${line.productName} 吨数`);
    await tonnes.fill('0.1');
    return [tonnes, '0.1'];
  }
  const pieces = field(page, `${line.productName} 件数`);
  await pieces.fill('1');
  await expect(page.getByText(/重量：\d+\.\d{3} 吨/)).toBeVisible();
  return [pieces, '1'];
}

/** On 询价管理: finds the inquiry by its number and opens its detail dialog. */
export async function openInquiryDetail(page: Page, inquiryNo: string) {
  await page.getByRole('textbox', { name: '询价单号' }).fill(inquiryNo);
  await page.getByRole('textbox', { name: '询价单号' }).press('Enter');
  await page.getByRole('button', { name: `明细 ${inquiryNo}` }).click();
  return page.getByRole('dialog', { name: `询价单 ${inquiryNo} 的明细` });
}

export const searchHeading = (page: Page) =>
  page.getByRole('heading', { level: 2 }).filter({ hasText: '的搜索结果' });

/** The reminder poll (spec section 9) and its interval. */
const REMINDER_POLL = '/pc/common/flashAction/queryAction';
const REMINDER_INTERVAL_MS = 15_000;

/**
 * The reminder dialog, once a poll sent after the reminder was raised has answered it. The app
 * polls every 15 s, and at once when the buyer comes back to the tab (spec section 9): the journey
 * comes back to the tab rather than wait out the interval. A poll still in flight then is not
 * sent again, and the next goes an interval after it settles; so the journey waits for the next
 * poll the page sends, whenever it goes, and for its answer. An answer without a reminder (a poll
 * that passed the raise on its way) is followed by the next, until one holds it.
 */
export async function reminderDialog(page: Page) {
  const nextPoll = REMINDER_INTERVAL_MS + waits.state;
  await expect
    .poll(
      async () => {
        const sent = page.waitForRequest((request) => request.url().includes(REMINDER_POLL), {
          timeout: nextPoll,
        });
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        const answer = await (await sent).response();
        const body = (await answer?.json()) as { data?: unknown[] | null } | undefined;
        return body?.data?.length ?? 0;
      },
      { message: 'a reminder poll that holds a reminder', timeout: 2 * nextPoll, intervals: [0] },
    )
    .toBeGreaterThan(0);
  const dialog = page.getByRole('dialog', { name: '消息' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Counts the page's calls to the sandbox from now on (those to `path` only, when given);
 * `answered()` waits until none is left unanswered (or failed, as a page left behind fails them).
 * The sandbox answers one query at a time: a journey that goes on while its page still loads
 * queues its next step behind that load.
 */
export function sandboxCalls(page: Page, path = '') {
  let unanswered = 0;
  const isCall = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/api/csr/') && pathname.endsWith(path);
  };
  page.on('request', (request) => {
    if (isCall(request)) unanswered += 1;
  });
  const settle = (request: Request) => {
    if (isCall(request)) unanswered -= 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    answered: () =>
      expect
        .poll(() => unanswered, { message: 'the page’s calls to the sandbox answered' })
        .toBe(0),
  };
}

/**
 * Opens the message centre through the header bell's drop-down, and returns its dialog once its
 * messages are shown. The drop-down grows as its type tabs and latest messages arrive, moving
 * 查看全部消息 down: it is pressed once they are shown, or a press begun over the button can end
 * beside it (no click).
 */
export async function openMessageCentre(page: Page) {
  await page.getByRole('button', { name: /^消息中心/ }).click();
  const latest = page.getByRole('dialog', { name: '最新消息' });
  await expect(latest.getByRole('tablist', { name: '消息类型' })).toBeVisible();
  await expect(
    latest.getByRole('listitem').first().or(latest.getByText('暂无新消息')),
  ).toBeVisible();
  await latest.getByRole('button', { name: '查看全部消息' }).click();
  // The centre too is what it will be once a type is chosen and its messages are shown.
  const centre = page.getByRole('dialog', { name: '消息中心' });
  await expect(centre.getByRole('tab', { selected: true })).toBeVisible();
  await expect(
    centre.getByRole('tabpanel').getByRole('listitem').first().or(centre.getByText('暂无消息')),
  ).toBeVisible();
  return centre;
}

/**
 * What the browser reported against the page: uncaught errors, and what the
 * Content-Security-Policy refused. A refusal raised inside the sanitiser's chunk is not counted:
 * DOMPurify parses server HTML in an inert document of its own, where nothing can run, and
 * Chromium still reports each event handler it meets there; what it hands on has none.
 */
export const watchBrowser = async (page: Page): Promise<string[]> => {
  const reports: string[] = [];
  page.on('pageerror', (error) => reports.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__reportRefusal', (text: string) => reports.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportRefusal(text: string): void }).__reportRefusal;
      if (!/\/SafeHtml-[\w-]+\.js$/.test(event.sourceFile)) {
        report(
          `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}`,
        );
      }
    });
  });
  return reports;
};

/** Every journey starts with no fault set in its sandbox and no reminder pending. */
const clearSandbox = async () => {
  await faults.clear();
  await reminders.clearAll();
};

export const test = base.extend<{
  /**
   * Runs `steps` on a page of a browser context of its own (its own cookies and storage; the
   * config's `use` options apply to it as to `page`'s), watched as `page` is, then closes it.
   */
  inOwnContext: (steps: (page: Page) => Promise<void>) => Promise<void>;
  /** After every journey, the sandbox's audit finds no violation of the contracts' rules. */
  audited: null;
}>({
  audited: [
    // Playwright reads the fixtures a fixture needs from its first parameter's pattern.
    async ({ browserName: _ }, use) => {
      await use(null);
      expect((await adminJson<SandboxAudit>('/__admin/audit')).violations).toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await clearSandbox();
    const reports = await watchBrowser(page);
    await use(page);
    // Every journey runs under the built app's Content-Security-Policy without a refusal, and
    // without an uncaught error.
    expect(reports).toEqual([]);
  },
  inOwnContext: async ({ browser }, use) => {
    await clearSandbox();
    await use((steps) => inOwnContext(browser, steps));
  },
});

async function inOwnContext(browser: Browser, steps: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const reports = await watchBrowser(page);
    await steps(page);
    expect(reports).toEqual([]);
  } finally {
    await context.close();
  }
}

export { expect };
