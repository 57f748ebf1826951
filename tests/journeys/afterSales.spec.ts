import type { Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import {
  accounts,
  api,
  choose,
  claimableOrder,
  claimLine,
  expect,
  field,
  orderAction,
  PNG,
  signIn,
  test,
} from './fixtures.ts';
import {
  expectInert,
  expectShownInert,
  HOSTILE_PAYLOADS,
  main,
  payloadsWithin,
} from './hostile.ts';

interface AfterSale {
  afterSaleId: number;
  afterSaleNo: string;
  orderNo: string;
  status: string;
}

/** The mall's back office on an application, by its number. */
const mall = async (move: string, body: object) => {
  const response = await fetch(`${sandboxApi}/__admin/afterSales/${move}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`${move}: ${answer.code} ${answer.msg}`);
};

// What the buyer types is hostile text, as many payloads to a value as the field takes: the
// fixture fails a journey on any refusal of the Content-Security-Policy (a payload that reached
// the DOM as markup), and `expectShownInert` reads each value back as text with the sentinel
// unset. The four applications and the one edit type five of the seven descriptions (the first
// 51 payloads), five contacts, and the photos' names take every payload, nine to an application.
const descriptions = payloadsWithin(500);
const contacts = payloadsWithin(20);
const photoNames = payloadsWithin(96).map((name) => `${name}.png`);
/** The back office's free text (reasons, notes, the plan; 200 characters), and its carriers (30). */
const mallTexts = payloadsWithin(200);
const carriers = payloadsWithin(30);

/** The `n`-th application's (or edit's) description and contact, the contacts spread over the list. */
const typedBy = (n: number) => ({
  description: descriptions[n] ?? '',
  contact: contacts[n * 11] ?? '',
});

/**
 * 申请售后 of a 待开票 order, from 全部订单 or from the after-sale list (its order picker, searched
 * by the order number), filled in for `kind` as the file's `n`-th application (its description,
 * contact and photos, see typedBy) and sent; its detail shows them back as text.
 */
async function apply(
  page: Page,
  n: number,
  kind: string,
  amount: string | null,
  from: 'orders' | 'list' = 'orders',
): Promise<AfterSale> {
  const { order, line } = await claimableOrder(page);
  if (from === 'orders') {
    await page.goto('/#/center/orderAllOrder');
    await choose(page.getByRole('combobox', { name: '订单状态' }), '待开票');
  } else {
    await page.goto('/#/center/orderAfterSales');
    await page.getByRole('link', { name: '申请售后', exact: true }).click();
    await expect(page.getByRole('combobox', { name: '订单状态' })).toHaveText('待开票');
    await field(page, '订单编号').fill(order.orderNo);
    await page.getByRole('button', { name: '查询' }).click();
  }
  await orderAction(page, `申请售后 ${order.orderNo}`);
  await expect(page.getByText(order.orderNo)).toBeVisible();
  await page.getByRole('radio', { name: kind }).click();
  await choose(page.getByRole('combobox', { name: /售后原因/ }), { index: 1 });
  await claimLine(page, line);
  if (amount !== null) await field(page, '申请金额').fill(amount);
  const photos = photoNames.slice(n * 9, n * 9 + 9);
  await page
    // Marked required (*照片) where the reason needs evidence.
    .getByLabel(/^\*?照片$/)
    .setInputFiles(photos.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
  await expect(page.getByRole('list', { name: '已上传照片' }).getByRole('listitem')).toHaveCount(
    photos.length,
  );
  const { description, contact } = typedBy(n);
  await page.getByRole('textbox', { name: /问题描述/ }).fill(description);
  await field(page, '联系人').fill(contact);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('售后申请已提交')).toBeVisible();
  await expectShownInert(main(page), description);
  await expectShownInert(main(page), contact);
  // Each photo a thumbnail named after its file, opening it large.
  const shown = page.getByRole('list', { name: '照片' }).getByRole('button');
  await expect
    .poll(() => shown.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))), {
      message: 'the photos’ names',
    })
    .toEqual(photos.map((name) => `查看大图：${name}`));
  await expectInert(page, 'the photos’ names');
  const id = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'));
  return api<AfterSale>(page, `/pc/after/sale/apply/afterSale/${id}`);
}

/** Confirms the open confirm dialog with its button `name`. */
async function confirm(page: Page, name: string) {
  await page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
}

/**
 * Sends the goods back with the `n`-th carrier (hostile text, shown back as the return's
 * logistics) and a tracking number, which refuses a payload at its field first.
 */
async function sendBack(page: Page, n: number) {
  const carrier = carriers[n * 17] ?? '';
  // Where and by when: the mall's returns warehouse, a deadline 7 days after it agreed.
  const returnTo = page.getByRole('region', { name: '寄回信息' });
  await expect(returnTo).toContainText('铝材现货商城售后仓 3 号库');
  await expect(returnTo).toContainText(/寄回期限\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 前/);
  await expect(page.getByRole('form', { name: '寄回商品' })).toContainText('请于');
  await field(page, '物流公司').fill(carrier);
  await field(page, '物流单号').fill(HOSTILE_PAYLOADS[n] ?? '');
  await page.getByRole('button', { name: '确认寄回' }).click();
  await expect(page.getByText('请输入 6–30 位字母或数字的物流单号')).toBeVisible();
  await expectInert(page);
  // One waybill per shipment: each run and each return a number of its own.
  const waybill = `DP${Date.now()}${n}`;
  await field(page, '物流单号').fill(waybill);
  await page.getByRole('button', { name: '确认寄回' }).click();
  await expect(page.getByText('退货中')).toBeVisible();
  await expectShownInert(main(page), `${carrier.trim()} ${waybill}`);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.certifiedAdmin);
});

test('a return with refund goes from the application through the mall’s plan and the shipment back to the refund', async ({
  page,
}) => {
  const sale = await apply(page, 0, '退货退款', '1');
  await expect(page).toHaveURL(/detailReturnsRefunds\?id=/);
  await expect(page.getByText('待审核')).toBeVisible();
  const ref = { afterSaleNo: sale.afterSaleNo };
  // The mall's plan (hostile text) is read in the detail and in the buyer's confirmation.
  const plan = (mallTexts[0] ?? '').trim();
  await mall('plan', { ...ref, text: plan, refundAmount: '1', needReturn: true, exchange: false });
  await page.reload();
  await expectShownInert(main(page), plan);
  await page.getByRole('button', { name: '同意方案' }).click();
  await expectShownInert(page.getByRole('alertdialog'), `同意商城的处理方案：${plan}？`);
  await confirm(page, '确定');
  await sendBack(page, 0);
  await mall('receive', ref);
  await mall('refund', ref);
  await page.reload();
  await expect(page.getByText('待确认结果')).toBeVisible();
  await expect(page.getByText('已退款 ¥1.00 至企业账户余额')).toBeVisible();
  await page.getByRole('button', { name: '确认结果' }).click();
  await confirm(page, '确定');
  await expect(page.getByText('已完成')).toBeVisible();
  await page.goto('/#/center/orderAfterSales');
  await field(page, '订单号/售后单号').fill(sale.afterSaleNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(`${sale.afterSaleNo}.*已完成`) }),
  ).toBeVisible();
  await page.goto('/#/center/orderAllOrder');
  await choose(page.getByRole('combobox', { name: '订单状态' }), '待开票');
  const order = page.getByRole('rowgroup', { name: `订单 ${sale.orderNo}` });
  await order.getByRole('link', { name: sale.afterSaleNo }).click();
  await expect(page).toHaveURL(new RegExp(`orderAfterSales/detail\\?id=${sale.afterSaleId}$`));
  await expect(page.getByText('已完成')).toBeVisible();
});

test('an exchange, applied from the list: the goods go back and the replacement is shipped', async ({
  page,
}) => {
  const sale = await apply(page, 1, '换货', null, 'list');
  await expect(page).toHaveURL(/detailExchange\?id=/);
  const ref = { afterSaleNo: sale.afterSaleNo };
  await mall('approve', ref);
  await page.reload();
  await sendBack(page, 1);
  await mall('receive', ref);
  const shipper = (carriers[1] ?? '').trim();
  await mall('ship', { ...ref, company: shipper, trackingNo: 'SF20261124' });
  await page.reload();
  await expectShownInert(main(page), `换货已发出：${shipper} SF20261124`);
  await page.getByRole('button', { name: '确认结果' }).click();
  await confirm(page, '确定');
  await expect(page.getByText('已完成')).toBeVisible();
});

test('a refund-only application is rejected, edited at the mall’s request and approved', async ({
  page,
}) => {
  const sale = await apply(page, 2, '仅退款', '1');
  const ref = { afterSaleNo: sale.afterSaleNo };
  // The mall's reason and note are hostile text too, read as text.
  const [reason = '', note = ''] = mallTexts.slice(1).map((text) => text.trim());
  await mall('reject', { ...ref, reason });
  await page.reload();
  await expectShownInert(main(page), `驳回原因：${reason}`);
  await mall('askEdit', { ...ref, note });
  await page.reload();
  await page.getByRole('button', { name: '同意修改' }).click();
  await expect(page).toHaveURL(/orderAfterSales\/update\?id=/);
  await expectShownInert(main(page), `商城修改意见：${note}`);
  // The edit retypes the description and the contact; the phone refuses a payload at its field.
  const { description, contact } = typedBy(4);
  await field(page, '申请金额').fill('0.5');
  await page.getByRole('textbox', { name: /问题描述/ }).fill(description);
  await field(page, '联系人').fill(contact);
  await field(page, '联系电话').fill(HOSTILE_PAYLOADS[8] ?? '');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await expectInert(page);
  await field(page, '联系电话').fill(accounts.certifiedAdmin);
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL(/detailRefundOnly\?id=/);
  await expect(page.getByText('待审核')).toBeVisible();
  await expectShownInert(main(page), description);
  await expectShownInert(main(page), `${contact.trim()} ${accounts.certifiedAdmin}`);
  await mall('approve', ref);
  await page.reload();
  await expect(page.getByText('处理中')).toBeVisible();
  await expect(page.getByText('¥0.50')).toBeVisible();
});

test('a supplementary payment is confirmed and paid once', async ({ page }) => {
  const sale = await apply(page, 3, '换货', null);
  const ref = { afterSaleNo: sale.afterSaleNo };
  await mall('approve', ref);
  await page.reload();
  await sendBack(page, 2);
  await mall('receive', ref);
  await mall('askPayment', { ...ref, amount: '860', reason: '换发规格单价较原货高，补差价' });
  await page.reload();
  await expect(page.getByText('补款金额：¥860.00（待支付）')).toBeVisible();
  await page.getByRole('button', { name: '支付补款' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('¥860.00');
  await confirm(page, '确认支付');
  await expect(page.getByText('补款已支付')).toBeVisible();
  await expect(page.getByText('处理中')).toBeVisible();
  await expect(page.getByRole('button', { name: '支付补款' })).toHaveCount(0);
});
