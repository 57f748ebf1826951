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
  filterOrder,
  openInquiryDetail,
  phone,
  reminders,
  test,
  wantedDate,
} from '../journeys/fixtures.ts';
import {
  FAULTS,
  choose,
  holding,
  logInThrough,
  madeSince,
  open,
  persist,
  sendUntil,
  steady,
  typeIn,
} from './steps.ts';

// The second half's submits and money moves under the same faults as the order lifecycle (about
// one call in ten an outage, one in ten answered after the client gave up): an inquiry, a
// message in its conversation and the order made from its quote; an after-sales application,
// its goods sent back and its supplementary payment; a recharge by transfer with its voucher and
// a withdrawal with its SMS code; a bid, the won lot turned into an order and that order
// cancelled; a contract signed with the company's seal. The buyer sends again when the button
// comes back, everything typed still there; each send carries an Idempotency-Key its retry
// reuses, so the sandbox holds exactly one of each.

type Made = {
  inquiries: number;
  inquiryMessages: number;
  afterSales: number;
  supplements: number;
  recharges: number;
  withdrawals: number;
  bids: number;
  cancellations: number;
  signings: number;
};

/** What the company made since `since` in the areas (the back office's count, never faulted). */
const madeIn = (since: string) => async () => madeSince<Made>('/__admin/areas/rows', since);

/** Nothing made, but what `kinds` says. */
const only = (kinds: Partial<Made>): Made => ({
  inquiries: 0,
  inquiryMessages: 0,
  afterSales: 0,
  supplements: 0,
  recharges: 0,
  withdrawals: 0,
  bids: 0,
  cancellations: 0,
  signings: 0,
  ...kinds,
});

/** The orders the administrator made since `since` (the back office's rows, never faulted). */
const ordersSince = (since: string) =>
  madeSince<{ orderNo: string; stage: string }[]>('/__admin/orders/rows', since);

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

test('an inquiry is submitted, asked about in its conversation and its quote ordered through outages and lost answers, each made once', async ({
  page,
}) => {
  const since = await start(page);
  const made = madeIn(since);
  await persist(
    page,
    'submit the inquiry',
    async () => {
      await open(page, '/home/modelDemand/query');
      const kept = await typeIn([
        [cell(page, 1, '牌号'), '6063'],
        [cell(page, 1, '厚度(mm)'), '2.0'],
        [cell(page, 1, '宽度(mm)'), '1250'],
        [cell(page, 1, '数量'), '5'],
        [cell(page, 1, '交货城市'), '佛山'],
        [cell(page, 1, '期望交期'), wantedDate()],
      ]);
      await sendUntil(
        page,
        page.getByRole('button', { name: '提交询价' }),
        null,
        async () => (await made()).inquiries > 0,
        kept,
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
  await persist(
    page,
    'ask about the inquiry',
    async () => {
      await open(page, '/home/modelDemand/queryList');
      const detail = await openInquiryDetail(page, inquiry.inquiryNo);
      await detail.getByRole('tab', { name: '沟通' }).click();
      const kept = await typeIn([
        [detail.getByRole('textbox', { name: '留言' }), '交期能否提前到四月中旬？'],
      ]);
      await sendUntil(
        page,
        detail.getByRole('button', { name: '发送' }),
        null,
        async () => (await made()).inquiryMessages > 0,
        kept,
      );
    },
    async () => (await made()).inquiryMessages > 0,
  );
  await mall('inquiries/accept', { inquiryNo: inquiry.inquiryNo });
  await mall('inquiries/quote', {
    inquiryNo: inquiry.inquiryNo,
    unitPrice: '21850.50',
    validHours: 48,
  });

  const orders = async () => (await ordersSince(since)).length;
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
  await madeOnce(since, { inquiries: 1, inquiryMessages: 1 });
});

test('an exchange is applied for, its goods sent back and its supplementary payment paid through outages and lost answers, each once', async ({
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
      const exchange = page.getByRole('radio', { name: '换货' });
      await exchange.click();
      const reason = page.getByRole('combobox', { name: /售后原因/ });
      await expect(reason.locator('option').nth(1)).toBeAttached();
      const chosen = await choose(reason, 1);
      const claimed = await claimLine(page, line);
      const described = [page.getByRole('textbox', { name: /问题描述/ }), description] as const;
      await typeIn([described]);
      await sendUntil(
        page,
        page.getByRole('button', { name: '提交申请' }),
        null,
        async () => (await made()).afterSales > 0,
        holding([chosen, claimed, described], [exchange]),
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
      const kept = await typeIn([
        [field(page, '物流公司'), '德邦物流'],
        [field(page, '物流单号'), 'DP20261125'],
      ]);
      await sendUntil(
        page,
        page.getByRole('button', { name: '确认寄回' }),
        null,
        async () => (await status()) === 'returning',
        kept,
      );
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

/** The administrator's last SMS code (type 4: withdrawals and signings), '' before any. */
const lastCode = () => phone.lastSms(accounts.certifiedAdmin, 4).catch(() => '');

/**
 * The SMS code `form`'s 获取验证码 sends to the administrator's phone, asked for until the phone
 * has a new one (not `before`).
 */
async function smsCode(page: Page, form: Locator, before: string): Promise<string> {
  const received = async () => {
    const code = await lastCode();
    return code === before ? '' : code;
  };
  await persist(
    page,
    'send the SMS code',
    () => form.getByRole('button', { name: '获取验证码' }).click(),
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
      const account = await choose(recharge.getByRole('combobox', { name: /收款账户/ }), 1);
      const settlement = recharge.getByRole('combobox', { name: /结算方式/ });
      await settlement.selectOption('银行转账');
      const typed = [
        [field(recharge, '充值金额'), '500'],
        [field(recharge, '转账流水号'), serialNo],
      ] as const;
      await typeIn(typed);
      await uploadVoucher(page, recharge);
      const kept = holding([account, [settlement, await settlement.inputValue()], ...typed]);
      await sendUntil(
        page,
        recharge.getByRole('button', { name: '提交充值' }),
        '确认充值',
        async () => (await made()).recharges > 0,
        async () => {
          await kept();
          await expect(recharge.getByText(/银行回单的照片或截图/)).toBeVisible();
        },
      );
    },
    async () => (await made()).recharges > 0,
  );

  const before = await lastCode();
  await persist(
    page,
    'withdraw',
    async () => {
      await open(page, '/center/userFundManage');
      await page.getByRole('button', { name: '提现', exact: true }).click();
      const withdraw = page.getByRole('dialog', { name: '提现' });
      const amount = [field(withdraw, '提现金额'), '100'] as const;
      await typeIn([amount]);
      const code = await smsCode(page, withdraw, before);
      await typeIn([[field(withdraw, '短信验证码'), code]]);
      await sendUntil(
        page,
        withdraw.getByRole('button', { name: '提交提现' }),
        '确认提现',
        async () => (await made()).withdrawals > 0,
        holding([amount, [field(withdraw, '短信验证码'), code]]),
      );
    },
    async () => (await made()).withdrawals > 0,
  );
  await madeOnce(since, { recharges: 1, withdrawals: 1 });
});

test('a bid in the live auction, the won lot ordered and that order cancelled go through outages and lost answers, each once', async ({
  page,
}) => {
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

  // The lot ends with the administrator's company leading: won, and turned into an order.
  await mall('auctions/end', { activityId: activity.id });
  const orders = () => ordersSince(since);
  await persist(
    page,
    'order the won lot',
    async () => {
      await open(page, '/center/activityPayDone');
      const lot = page.getByRole('checkbox', { name: '选择 P1001' });
      await lot.check();
      await page.getByRole('button', { name: '去下单' }).click();
      await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
      await sendUntil(
        page,
        page.getByRole('button', { name: '提交订单' }),
        '确定',
        async () => (await orders()).length > 0,
      );
    },
    async () => (await orders()).length > 0,
  );
  const [order] = await orders();
  if (!order) throw new Error('no order of the won lot');

  await persist(
    page,
    'cancel the order',
    async () => {
      await open(page, '/center/orderToBeSubmit');
      await filterOrder(page, '待提交', order.orderNo);
      await page.getByRole('button', { name: `取消订单 ${order.orderNo}` }).click();
      const dialog = page.getByRole('dialog', { name: '取消订单' });
      const reason = dialog.getByRole('radio', { name: '重复下单' });
      await reason.check();
      await sendUntil(
        page,
        dialog.getByRole('button', { name: '确定取消' }),
        null,
        async () => (await made()).cancellations > 0,
        holding([], [reason]),
      );
    },
    async () => (await made()).cancellations > 0,
  );
  expect((await orders()).map(({ stage }) => stage)).toEqual(['cancelled']);
  await madeOnce(since, { bids: 1, cancellations: 1 });
});

test('a contract is signed with the company seal through outages and lost answers, once', async ({
  page,
}) => {
  const since = await start(page);
  const made = madeIn(since);
  const before = await lastCode();
  await persist(
    page,
    'sign a contract',
    async () => {
      await open(page, '/center/orderHistory');
      await page
        .getByRole('table', { name: '历史合同' })
        .getByRole('button', { name: /^签署 HT/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: '签署合同' });
      const code = await smsCode(page, dialog, before);
      const kept = await typeIn([[field(dialog, '短信验证码'), code]]);
      await sendUntil(
        page,
        dialog.getByRole('button', { name: '签署', exact: true }),
        '确认签署',
        async () => (await made()).signings > 0,
        kept,
      );
    },
    async () => (await made()).signings > 0,
  );
  await madeOnce(since, { signings: 1 });
});
