import type { Page } from '@playwright/test';
import {
  accounts,
  addToCart,
  api,
  backOffice,
  choose,
  expect,
  filterOrder,
  reminderDialog,
  signIn,
  test,
} from './fixtures.ts';
import { expectInert, HOSTILE_PAYLOADS } from './hostile.ts';
import { waits } from '../../waits.config.mjs';

interface Counts {
  toBeSubmitted: number;
  firstPayment: number;
  stocking: number;
  final: number;
  saleDelivery: number;
  toBeReceipt: number;
  toInvoice: number;
  aplliedInvoiced: number;
  invoicing: number;
}
interface Line {
  detailId: number;
  productName: string;
  spec: string;
  weight: string;
  unitPrice: string;
}
interface Order {
  orderId: number;
  orderNo: string;
  stage: string;
  lines: Line[];
  pendingModifiedId: number | null;
  diff: unknown;
  pendingAmount: string;
}
interface Delivery {
  deliveryId: number;
  deliveryNo: string;
}

const counts = (page: Page) => api<Counts>(page, '/pc/new/mall/order/getAppMallOrderCount');
const orderByNo = async (page: Page, orderNo: string) => {
  const { rows } = await api<{ rows: Order[] }>(
    page,
    `/pc/mall/order/selectCsrPcAllMallOrderNewList?pageNum=1&pageSize=10&orderNo=${orderNo}`,
  );
  const order = rows.find((row) => row.orderNo === orderNo);
  if (!order) throw new Error(`no order ${orderNo}`);
  return order;
};

/** The centre's stage tab, named by its label and pending count ('待付款 3'; no count at 0). */
const stageTab = (page: Page, label: string, count: number) =>
  expect(
    page
      .getByRole('tablist', { name: '订单状态' })
      .getByRole('tab', { name: count > 0 ? `${label} ${count}` : label, exact: true }),
  ).toBeVisible();

/** Confirms the open confirm dialog with its button `name`. */
async function confirm(page: Page, text: string | RegExp, name: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name, exact: true }).click();
}

test('an order goes from the cart through every stage to its invoice and evaluation', async ({
  page,
}) => {
  test.setTimeout(waits.journey * 2);
  await signIn(page, accounts.certifiedAdmin);
  const before = await counts(page);

  // From the cart: one cash batch, 2 tonnes, made into an order to be submitted.
  const { rows } = await api<{ rows: { batchId: number; carType: string; weight: string }[] }>(
    page,
    '/pc/mall/productBatch/list?pageNum=1&pageSize=50&sortField=listedAt&sortOrder=desc',
  );
  const batch = rows.find((row) => row.carType === 'cash' && Number(row.weight) >= 5);
  if (!batch) throw new Error('no cash batch with stock');
  const cart = await api<{ cartId: number }[]>(page, '/pc/new/mall/cart/getPCMyCartNewList');
  await addToCart(page, batch.batchId, '2');
  const [line] = (
    await api<{ cartId: number }[]>(page, '/pc/new/mall/cart/getPCMyCartNewList')
  ).filter(({ cartId }) => !cart.some((old) => old.cartId === cartId));
  if (!line) throw new Error('the batch is not in the cart');
  await page.goto(`/#/home/modelShoppingCart/makeOrder?carType=cash&cartIds=${line.cartId}`);
  await page.getByRole('button', { name: '提交订单' }).click();
  await confirm(page, /./, '确定下单');
  await expect(page).toHaveURL(/#\/center\/orderToBeSubmit$/);
  await stageTab(page, '待提交', before.toBeSubmitted + 1);
  const { rows: waiting } = await api<{ rows: Order[] }>(
    page,
    '/pc/new/mall/order/query/wait/submit?pageNum=1&pageSize=10',
  );
  const { orderNo, orderId } = waiting[0] as Order;

  // Submit: 待提交 → 待付款.
  await filterOrder(page, '待提交', orderNo);
  await page.getByRole('checkbox', { name: `选择订单 ${orderNo}` }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await confirm(page, '确认提交选中的 1 个订单？', '确认提交');
  await expect(page.getByText('提交成功').last()).toBeVisible();
  await stageTab(page, '待提交', before.toBeSubmitted);
  await stageTab(page, '待付款', before.firstPayment + 1);

  // The deposit by offline transfer, confirmed by the mall's finance: 待付款 → 备货中.
  await page.getByRole('tab', { name: /^待付款/ }).click();
  await filterOrder(page, '待付款', orderNo);
  await page.getByRole('checkbox', { name: `选择订单 ${orderNo}` }).check();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(new RegExp(`#/center/orderToBePaidPayment\\?ids=${orderId}$`));
  await page.getByRole('radio', { name: '线下转账' }).check();
  await choose(page.getByRole('combobox', { name: '收款账户' }), { index: 1 });
  await page.getByRole('textbox', { name: '转账流水号' }).fill('ZJ2026112100018');
  await page.getByRole('button', { name: '立即支付' }).click();
  await confirm(page, /确认支付 ¥[\d,]+\.\d{2}？/, '确认支付');
  await expect(page.getByText('已提交转账，待财务确认').first()).toBeVisible();
  await backOffice.confirmPayments(orderNo);
  await page.goto('/#/center/orderInStock');
  await stageTab(page, '待付款', before.firstPayment);
  await stageTab(page, '备货中', before.stocking + 1);

  // Stocking: the buyer reminds the mill, the mall replies.
  await filterOrder(page, '备货中', orderNo);
  await page.getByRole('button', { name: `备货详情 ${orderNo}` }).click();
  const stocking = page.getByRole('group', { name: `备货详情 ${orderNo}` });
  // What the buyer types here is shown again in the record: a hostile payload rides along.
  const urge = `请尽快安排生产，月底前需要到货${HOSTILE_PAYLOADS[1]}`;
  await stocking.getByRole('textbox', { name: '催货内容' }).fill(urge);
  await stocking.getByRole('button', { name: '催货', exact: true }).click();
  await expect(page.getByText('催货成功').last()).toBeVisible();
  await backOffice.reply(orderNo, '已加急排产，预计下周完成');
  // The reply reaches the buyer as reminder 016, which leads to 我的提醒.
  await (
    await reminderDialog(page)
  )
    .getByRole('button', { name: new RegExp(`您的提醒有新的回复.*${orderNo}`) })
    .click();
  await expect(page).toHaveURL(/#\/center\/otherReminder$/);
  // The address changes before the lazy page has replaced the stocking list: going back before it
  // has would find the list as it was left, its details still open (one run did).
  await expect(page.getByRole('heading', { name: '我的提醒' })).toBeVisible();
  await page.goto('/#/center/orderInStock');
  await filterOrder(page, '备货中', orderNo);
  await page.getByRole('button', { name: `备货详情 ${orderNo}` }).click();
  await page.getByRole('button', { name: /^查看催货记录（有新回复 1 条）$/ }).click();
  await expect(page.getByText('已加急排产，预计下周完成')).toBeVisible();
  // The buyer's words, shown as text in the record and in the order's timeline.
  await expect(page.getByRole('list', { name: '催货记录' })).toContainText(`催货：${urge}`);
  await expect(page.getByRole('region', { name: '订单动态' })).toContainText(`买家催货：${urge}`);
  await expectInert(page);

  // The mill weighs 2.050 t against the 2 t ordered: the final payment has a supplement.
  const ordered = await orderByNo(page, orderNo);
  const [orderedLine] = ordered.lines;
  if (!orderedLine) throw new Error('the order has no line');
  await backOffice.startProduction(orderNo);
  await backOffice.weigh(orderNo, [{ detailId: orderedLine.detailId, weighedWeight: '2.050' }]);
  await page.goto('/#/center/orderToBeSupplemented');
  await stageTab(page, '备货中', before.stocking);
  await stageTab(page, '待付尾款', before.final + 1);
  await filterOrder(page, '待付尾款', orderNo);
  await expect(page.getByRole('rowgroup', { name: `订单 ${orderNo}` })).toContainText('应付尾款');
  await page.getByRole('button', { name: `去结算 ${orderNo}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/center/orderToBeSupplementedPayment\\?ids=${orderId}$`),
  );
  // 2.050 t weighed at the ordered price and the 过户费 of the 2 t ordered (15 元/吨), less the
  // 20 % deposit paid on both.
  const price = Number(orderedLine.unitPrice);
  const fee = 2 * 15;
  const supplement = 2.05 * price + fee - 0.2 * (2 * price + fee);
  const yuan = (value: number) =>
    `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const fees = page.getByRole('region', { name: '费用明细' });
  await expect(fees).toContainText(`货款（按过磅）${yuan(2.05 * price)}`);
  await expect(fees).toContainText(`过户费${yuan(fee)}`);
  await expect(fees).toContainText(`应付尾款${yuan(supplement)}`);
  await page.getByRole('button', { name: '确认支付尾款' }).click();
  await confirm(page, /确认支付 ¥[\d,]+\.\d{2}？/, '确认支付');
  await expect(page.getByText('支付成功').first()).toBeVisible();

  // Delivery: the whole 2.050 t collected by the buyer's truck.
  await page.goto('/#/center/orderToBeDelivery');
  await stageTab(page, '待付尾款', before.final);
  await stageTab(page, '待发货', before.saleDelivery + 1);
  await filterOrder(page, '待发货', orderNo);
  await page.getByRole('link', { name: `申请发货 ${orderNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/center/orderDelivery\\?orderId=${orderId}$`));
  await expect(page.getByRole('textbox', { name: /本次发货吨数$/ })).toHaveValue('2.050');
  await page.getByRole('radio', { name: '自提' }).check();
  await page.getByRole('textbox', { name: '车牌号' }).fill('粤A12345');
  await page.getByRole('button', { name: '提交发货申请' }).click();
  await expect(page.getByText('请选择发货商品')).toBeVisible();
  await expect(page.getByText('请选择提货日期')).toBeVisible();
  await page.getByRole('checkbox', { name: /^发货 / }).check();
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await page.getByRole('textbox', { name: '计划提货日期' }).fill(today);
  await expect(page.getByRole('textbox', { name: '车牌号' })).toHaveValue('粤A12345');
  await page.getByRole('button', { name: '提交发货申请' }).click();
  await confirm(page, '确认提交发货申请？', '确认提交');
  await expect(page.getByText('发货申请已提交').first()).toBeVisible();
  // The message shows before the app, once the lists and counts have loaded again, goes back to
  // 待发货: leaving earlier, the journey was sent back there after it (one run).
  await expect(page).toHaveURL(/#\/center\/orderToBeDelivery$/);

  // The warehouse ships it; the buyer confirms receipt and evaluates the delivery.
  await backOffice.ship(orderNo);
  const { rows: shipped } = await api<{ rows: Delivery[] }>(
    page,
    `/pc/mall/saleDelivery/selectSaleDeliveryPcList?type=1&pageNum=1&pageSize=10&orderNo=${orderNo}`,
  );
  const { deliveryNo } = shipped[0] as Delivery;
  await page.goto('/#/center/orderToBeReceipt');
  await stageTab(page, '待发货', before.saleDelivery);
  await stageTab(page, '待收货', before.toBeReceipt + 1);
  await page.getByRole('button', { name: `确认收货 ${deliveryNo}` }).click();
  await confirm(page, '确认已收到该批货物？', '确认收货');
  await expect(page.getByText('收货成功').first()).toBeVisible();
  await stageTab(page, '待收货', before.toBeReceipt);
  await stageTab(page, '待开票', before.toInvoice + 1);
  await page.getByRole('tab', { name: '已收货', exact: true }).click();
  await page.getByRole('button', { name: `评价 ${deliveryNo}` }).click();
  let dialog = page.getByRole('dialog', { name: '评价发货单' });
  await dialog.getByRole('radio', { name: '5 星' }).click();
  await dialog
    .getByRole('textbox', { name: '评价内容' })
    .fill(`发货及时，过磅准确${HOSTILE_PAYLOADS[2]}`);
  await dialog.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('评价成功').first()).toBeVisible();

  // The order's evaluation, then the invoice application: 待开票 → 已申请开票.
  await page.goto('/#/center/orderToBeInvoiced');
  await page
    .getByRole('button', { name: `评价订单 ${orderNo}` })
    .first()
    .click();
  dialog = page.getByRole('dialog', { name: '评价订单' });
  await dialog.getByRole('radio', { name: '4 星' }).click();
  await dialog
    .getByRole('textbox', { name: '评价内容' })
    .fill(`价格合理，服务周到${HOSTILE_PAYLOADS[0]}`);
  await dialog.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('评价成功').first()).toBeVisible();
  await page.getByRole('checkbox', { name: `选择 ${deliveryNo}` }).check();
  await page.getByRole('button', { name: '申请开票' }).click();
  dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog).toContainText('增值税专用发票');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await confirm(
    page,
    `确定为 1 张发货单申请开具增值税专用发票，价税合计 ${yuan(2.05 * price)} 吗？`,
    '确认申请',
  );
  await expect(page.getByText('开票申请已提交').first()).toBeVisible();
  await stageTab(page, '待开票', before.toInvoice);
  await stageTab(page, '已申请开票', before.aplliedInvoiced + 1);
  expect((await orderByNo(page, orderNo)).stage).toBe('aplliedInvoiced');
});

test('a stocking order is modified and the price difference is paid', async ({ page }) => {
  await signIn(page, accounts.certifiedAdmin);
  const { rows } = await api<{ rows: Order[] }>(
    page,
    '/pc/mall/stocking/selectStokingPcList?pageNum=1&pageSize=50',
  );
  let chosen: Order | undefined;
  for (const order of rows) {
    if (order.pendingModifiedId !== null || order.diff !== null || order.pendingAmount !== '0.00')
      continue;
    const detail = await api<{ producing: boolean }>(
      page,
      `/pc/mall/stocking/selectStokingPcByOrderId?orderId=${order.orderId}`,
    );
    if (!detail.producing) {
      chosen = order;
      break;
    }
  }
  if (!chosen) throw new Error('no stocking order to modify');
  const { orderNo, lines } = chosen;
  const [first] = lines;
  if (!first) throw new Error('the order has no line');

  await page.goto('/#/center/orderInStock');
  await filterOrder(page, '备货中', orderNo);
  await page.getByRole('button', { name: `修改订单 ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `修改订单 ${orderNo}` });
  const weight = dialog.getByRole('textbox').first();
  await weight.fill((Number(first.weight) + 1).toFixed(3));
  await dialog.getByRole('button', { name: '计算差价' }).click();
  await expect(dialog).toContainText('定金差额');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();
  const card = page.getByRole('rowgroup', { name: `订单 ${orderNo}` });
  await expect(card).toContainText(/待支付差价 ¥[\d,]+\.\d{2}/);
  await card.getByRole('button', { name: `支付差价 ${orderNo}` }).click();
  const pay = page.getByRole('dialog', { name: `支付差价 ${orderNo}` });
  await pay.getByRole('button', { name: '支付差价' }).click();
  await confirm(page, /确认支付 ¥[\d,]+\.\d{2}？/, '确认支付');
  await expect(page.getByText('差价支付成功').first()).toBeVisible();
  await expect(card).not.toContainText('待支付差价');
  const modified = await orderByNo(page, orderNo);
  expect(modified.diff).toBeNull();
  expect(modified.lines[0]?.weight).toBe((Number(first.weight) + 1).toFixed(3));
});

test('an order to be submitted is cancelled with a reason', async ({ page }) => {
  await signIn(page, accounts.certifiedAdmin);
  const before = await counts(page);
  const { rows } = await api<{ rows: Order[] }>(
    page,
    '/pc/new/mall/order/query/wait/submit?pageNum=1&pageSize=10',
  );
  const { orderNo } = rows[rows.length - 1] as Order;

  await page.goto('/#/center/orderToBeSubmit');
  await stageTab(page, '待提交', before.toBeSubmitted);
  await filterOrder(page, '待提交', orderNo);
  await page.getByRole('button', { name: `取消订单 ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: '取消订单' });
  await dialog.getByRole('button', { name: '确定取消' }).click();
  await expect(dialog.getByText('请选择取消原因')).toBeVisible();
  await dialog.getByRole('radio', { name: '重复下单' }).check();
  await dialog.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByText('取消成功').first()).toBeVisible();
  await stageTab(page, '待提交', before.toBeSubmitted - 1);
  const cancelled = await orderByNo(page, orderNo);
  expect([cancelled.stage, (cancelled as Order & { cancelReason: string }).cancelReason]).toEqual([
    'cancelled',
    '重复下单',
  ]);
});
