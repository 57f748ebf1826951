import type { Locator, Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import {
  accounts,
  api,
  claimableOrder,
  claimLine,
  expect,
  faults,
  field,
  phone,
  reminders,
  test,
} from '../journeys/fixtures.ts';
import { FAULTS, logInThrough, madeSince, open, persist, sendUntil, steady } from './steps.ts';

// The second half's submits and money moves under the same faults as the order lifecycle (about
// one call in ten an outage, one in ten answered after the client gave up): an inquiry and the
// order made from its quote, an after-sales application and its supplementary payment, a
// recharge by transfer with its voucher and a withdrawal with its SMS code, and a bid. The buyer
// sends again when the button comes back, what was typed still there; each send carries an
// Idempotency-Key its retry reuses, so the sandbox holds exactly one of each.

type Made = {
  inquiries: number;
  afterSales: number;
  supplements: number;
  recharges: number;
  withdrawals: number;
  bids: number;
};

/** What the company made since `since` in the areas (the back office's count, never faulted). */
const madeIn = (since: string) => async () => madeSince<Made>('/__admin/areas/rows', since);

/** Nothing made, but what `kinds` says. */
const only = (kinds: Partial<Made>): Made => ({
  inquiries: 0,
  afterSales: 0,
  supplements: 0,
  recharges: 0,
  withdrawals: 0,
  bids: 0,
  ...kinds,
});

/**
 * The mall's back office (never faulted). A move may raise a reminder, whose dialog would cover
 * the page: it is consumed at once.
 */
async function mall(path: string, body: object) {
  const response = await fetch(`${sandboxApi}/__admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(200);
  await reminders.clearAll();
}

/** Starts the faults and logs the administrator in through them; answers when it began. */
async function start(page: Page): Promise<string> {
  const since = new Date().toISOString();
  await faults.set(FAULTS);
  await logInThrough(page);
  return since;
}

/** Stops the faults and checks what the company made since `since`. */
async function madeOnce(since: string, kinds: Partial<Made>) {
  await faults.clear();
  expect(await madeIn(since)()).toEqual(only(kinds));
}

const cell = (page: Page, row: number, title: string) =>
  page.getByLabel(`第 ${row} 行${title}`, { exact: true });

test('an inquiry is submitted and its quote ordered through outages and lost answers, each made once', async ({
  page,
}) => {
  const since = await start(page);
  const made = madeIn(since);
  await persist(
    page,
    'submit the inquiry',
    async () => {
      await open(page, '/home/modelDemand/query');
      const alloy = cell(page, 1, '牌号');
      await alloy.fill('6063');
      await cell(page, 1, '厚度(mm)').fill('2.0');
      await cell(page, 1, '宽度(mm)').fill('1250');
      await cell(page, 1, '数量').fill('5');
      await cell(page, 1, '交货城市').fill('佛山');
      await cell(page, 1, '期望交期').fill('2027-04-30');
      await sendUntil(
        page,
        page.getByRole('button', { name: '提交询价' }),
        null,
        async () => (await made()).inquiries > 0,
        () => expect(alloy).toHaveValue('6063'),
      );
    },
    async () => (await made()).inquiries > 0,
  );
  const { rows } = await steady(() =>
    api<{ rows: { id: number; inquiryNo: string }[] }>(
      page,
      '/pc/inquiryNew/inquiry/getInquiryList?pageNum=1&pageSize=10&historyFlag=false&status=toBeAccepted',
    ),
  );
  const inquiry = rows[0];
  if (!inquiry) throw new Error('no waiting inquiry');
  await mall('inquiries/accept', { inquiryNo: inquiry.inquiryNo });
  await mall('inquiries/quote', {
    inquiryNo: inquiry.inquiryNo,
    unitPrice: '21850.50',
    validHours: 48,
  });

  const orders = async () => (await madeSince<unknown[]>('/__admin/orders/rows', since)).length;
  await persist(
    page,
    'order the quote',
    async () => {
      await open(page, `/home/modelDemand/makeOrder?id=${inquiry.id}`);
      await sendUntil(
        page,
        page.getByRole('group', { name: '提交订单' }).getByRole('button', { name: '提交订单' }),
        '确定下单',
        async () => (await orders()) > 0,
      );
    },
    async () => (await orders()) > 0,
  );
  expect(await orders()).toBe(1);
  await madeOnce(since, { inquiries: 1 });
});

test('an exchange is applied for and its supplementary payment paid through outages and lost answers, each once', async ({
  page,
}) => {
  const since = await start(page);
  const made = madeIn(since);
  const { order, line } = await steady(() => claimableOrder(page));
  const description = '到货后发现规格与订单不符';
  await persist(
    page,
    'apply for an exchange',
    async () => {
      await open(page, `/center/orderAfterSales/add?orderId=${order.orderId}`);
      await page.getByRole('radio', { name: '换货' }).click();
      const reason = page.getByRole('combobox', { name: /售后原因/ });
      await expect(reason.locator('option').nth(1)).toBeAttached();
      await reason.selectOption({ index: 1 });
      await claimLine(page, line);
      const text = page.getByRole('textbox', { name: /问题描述/ });
      await text.fill(description);
      await sendUntil(
        page,
        page.getByRole('button', { name: '提交申请' }),
        null,
        async () => (await made()).afterSales > 0,
        () => expect(text).toHaveValue(description),
      );
    },
    async () => (await made()).afterSales > 0,
  );
  const { rows } = await steady(() =>
    api<{ rows: { afterSaleId: number; afterSaleNo: string }[] }>(
      page,
      `/pc/after/sale/apply/getList?pageNum=1&pageSize=10&keyword=${order.orderNo}`,
    ),
  );
  const sale = rows[0];
  if (!sale) throw new Error('no application');
  const status = async () =>
    (
      await steady(() =>
        api<{ status: string }>(page, `/pc/after/sale/apply/afterSale/${sale.afterSaleId}`),
      )
    ).status;
  const ref = { afterSaleNo: sale.afterSaleNo };
  const detail = `/center/orderAfterSales/detail?id=${sale.afterSaleId}`;

  await mall('afterSales/approve', ref);
  await persist(
    page,
    'send the goods back',
    async () => {
      await open(page, detail);
      await field(page, '物流公司').fill('德邦物流');
      await field(page, '物流单号').fill('DP20261125');
      await page.getByRole('button', { name: '确认寄回' }).click();
    },
    async () => (await status()) === 'returning',
  );
  await mall('afterSales/receive', ref);
  await mall('afterSales/askPayment', { ...ref, amount: '860' });

  await persist(
    page,
    'pay the supplement',
    async () => {
      await open(page, detail);
      await sendUntil(
        page,
        page.getByRole('button', { name: '支付补款' }),
        '确认支付',
        async () => (await made()).supplements > 0,
      );
    },
    async () => (await made()).supplements > 0,
  );
  await madeOnce(since, { afterSales: 1, supplements: 1 });
});

/** A bank's voucher photo: what the sandbox checks is its content. */
const VOUCHER = {
  name: '工行回单.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};

/** Chooses the voucher until its upload is answered (the field sends it when chosen). */
async function uploadVoucher(page: Page, recharge: Locator) {
  await steady(async () => {
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/pc/user/file/upload'),
    );
    await recharge.getByLabel(/转账凭证/).setInputFiles(VOUCHER);
    const response = await answered;
    const { code } = (await response.json()) as { code: number };
    if (code !== 200) throw new Error('the voucher was not uploaded');
  });
  await expect(recharge.getByText(/银行回单的照片或截图/)).toBeVisible();
}

/** The withdrawal's SMS code, asked for until the phone has a new one (not `before`). */
async function withdrawalCode(page: Page, withdraw: Locator, before: string): Promise<string> {
  const received = async () =>
    phone.lastSms(accounts.certifiedAdmin, 4).then(
      (code) => (code === before ? '' : code),
      () => '',
    );
  await persist(
    page,
    'send the SMS code',
    () => withdraw.getByRole('button', { name: '获取验证码' }).click(),
    async () => (await received()) !== '',
  );
  return received();
}

test('a recharge with its voucher and a withdrawal with its SMS code go through outages and lost answers, each once', async ({
  page,
}) => {
  const since = await start(page);
  const made = madeIn(since);
  const serialNo = 'ICBC2026FAULTS01';
  await persist(
    page,
    'announce the recharge',
    async () => {
      await open(page, '/center/userFundManage');
      await page.getByRole('button', { name: '充值' }).click();
      const recharge = page.getByRole('dialog', { name: '充值' });
      await recharge.getByRole('combobox', { name: /收款账户/ }).selectOption({ index: 1 });
      await recharge.getByRole('combobox', { name: /结算方式/ }).selectOption('银行转账');
      await field(recharge, '充值金额').fill('500');
      const serial = field(recharge, '转账流水号');
      await serial.fill(serialNo);
      await uploadVoucher(page, recharge);
      await sendUntil(
        page,
        recharge.getByRole('button', { name: '提交充值' }),
        '确认充值',
        async () => (await made()).recharges > 0,
        () => expect(serial).toHaveValue(serialNo),
      );
    },
    async () => (await made()).recharges > 0,
  );

  const before = await phone.lastSms(accounts.certifiedAdmin, 4).catch(() => '');
  await persist(
    page,
    'withdraw',
    async () => {
      await open(page, '/center/userFundManage');
      await page.getByRole('button', { name: '提现', exact: true }).click();
      const withdraw = page.getByRole('dialog', { name: '提现' });
      await field(withdraw, '提现金额').fill('100');
      const code = await withdrawalCode(page, withdraw, before);
      const codeField = field(withdraw, '短信验证码');
      await codeField.fill(code);
      await sendUntil(
        page,
        withdraw.getByRole('button', { name: '提交提现' }),
        '确认提现',
        async () => (await made()).withdrawals > 0,
        () => expect(codeField).toHaveValue(code),
      );
    },
    async () => (await made()).withdrawals > 0,
  );
  await madeOnce(since, { recharges: 1, withdrawals: 1 });
});

test('a bid in the live auction goes through outages and lost answers once', async ({ page }) => {
  const since = await start(page);
  const made = madeIn(since);
  const { rows } = await steady(() =>
    api<{ rows: { id: number; title: string }[] }>(page, '/pc/auction/activity/time/list'),
  );
  const activity = rows.find(({ title }) => title === '铝板带库存清仓专场');
  if (!activity) throw new Error('no live activity');
  await mall('auctions/reset', { activityId: activity.id, robots: false, minutes: 30 });
  await persist(
    page,
    'bid',
    async () => {
      await open(page, `/home/modelAuction/${activity.id}`);
      await page
        .getByRole('row')
        .filter({ hasText: 'P1001' })
        .getByRole('button', { name: '出价' })
        .click();
      const dialog = page.getByRole('dialog');
      const price = field(dialog, '出价');
      const offered = await price.inputValue();
      await dialog.getByRole('button', { name: '出价', exact: true }).click();
      await sendUntil(
        page,
        dialog.getByRole('button', { name: '确认出价' }),
        null,
        async () => (await made()).bids > 0,
        () => expect(price).toHaveValue(offered),
      );
    },
    async () => (await made()).bids > 0,
  );
  await madeOnce(since, { bids: 1 });
});
