import type { Page } from '@playwright/test';
import {
  accounts,
  addToCart,
  api,
  backOffice,
  expect,
  filterOrder,
  post,
  signIn,
  test,
} from './fixtures.ts';

interface Line {
  detailId: number;
  unitPrice: string;
}

const yuan = (value: number) =>
  `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * An order of 2 t of one cash batch (the `nth` from the end of the newest with stock), made,
 * submitted and paid its deposit from the balance as the screens proven by the order journey
 * send them, then produced and weighed by the mill at 2.400 t: 20 % over, a 磅差.
 */
async function weighedBeyondTolerance(page: Page, nth: number) {
  const { rows } = await api<{ rows: { batchId: number; carType: string; weight: string }[] }>(
    page,
    '/pc/mall/productBatch/list?pageNum=1&pageSize=50&sortField=listedAt&sortOrder=desc',
  );
  const batch = rows.filter((row) => row.carType === 'cash' && Number(row.weight) >= 5).at(-nth);
  if (!batch) throw new Error('no cash batch with stock');
  await addToCart(page, batch.batchId, '2');
  // The batch's line: new, or one an earlier journey of this lane left, now set to 2 t.
  const cartLine = (
    await api<{ cartId: number; batchId: number }[]>(page, '/pc/new/mall/cart/getPCMyCartNewList')
  ).find(({ batchId }) => batchId === batch.batchId);
  if (!cartLine) {
    // What the cart holds instead: the line may have moved to the shadow or sold-out list.
    const shadow = await api<unknown>(page, '/pc/new/mall/cart/getPCMyCartListShadowNew');
    const soldOut = await api<unknown>(page, '/pc/new/mall/cart/getPCMyCartSellOutList');
    throw new Error(
      `batch ${JSON.stringify(batch)} is not in the cart: ${JSON.stringify({ shadow, soldOut })}`,
    );
  }
  const { orderId, orderNo } = await post<{ orderId: number; orderNo: string }>(
    '/pc/new/mall/cart/makeOrder',
    {
      cartIds: [cartLine.cartId],
      terms: { deliveryWay: 'pickup', addressId: null, remark: '', poNo: '' },
    },
    page,
  );
  await post('/mall/orderNew/submitOrder', { orderIds: [orderId] }, page);
  await post(
    '/pc/mallPayment/record/confirmPayment',
    { orderIds: [orderId], payType: 'balance' },
    page,
  );
  const { rows: found } = await api<{ rows: { orderNo: string; lines: Line[] }[] }>(
    page,
    `/pc/mall/order/selectCsrPcAllMallOrderNewList?pageNum=1&pageSize=10&orderNo=${orderNo}`,
  );
  const line = found.find((row) => row.orderNo === orderNo)?.lines[0];
  if (!line) throw new Error(`no line of ${orderNo}`);
  await backOffice.startProduction(orderNo);
  await backOffice.weigh(orderNo, [{ detailId: line.detailId, weighedWeight: '2.400' }]);
  return { orderId, orderNo, price: Number(line.unitPrice) };
}

/** The order's final payment page: its running sum, down to 应付尾款. */
async function finalPayment(page: Page, orderNo: string, orderId: number) {
  await page.goto('/#/center/orderToBeSupplemented');
  await filterOrder(page, '待付尾款', orderNo);
  await page.getByRole('button', { name: `去结算 ${orderNo}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/center/orderToBeSupplementedPayment\\?ids=${orderId}$`),
  );
  return page.getByRole('region', { name: '费用明细' });
}

// 2 t at the unit price and 30 元 of 过户费 (15 元/吨), 20 % of it paid as the deposit.
const FEE = 2 * 15;
const deposit = (price: number) => 0.2 * (2 * price + FEE);

test('a 磅差 is disputed and settled by the mall, another confirmed through its dialog', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  const disputed = await weighedBeyondTolerance(page, 1);
  const confirmed = await weighedBeyondTolerance(page, 2);

  // The buyer sees the 磅差 under the order in 备货中 and disputes it with a reason.
  await page.goto('/#/center/orderInStock');
  await filterOrder(page, '备货中', disputed.orderNo);
  const card = page.getByRole('rowgroup', { name: `订单 ${disputed.orderNo}` });
  await expect(card).toContainText('待确认磅差 过磅吨数超出订货 ±5%');
  const lines = card.getByRole('table', { name: `磅差明细 ${disputed.orderNo}` });
  await expect(lines).toContainText('2.000');
  await expect(lines).toContainText('2.400');
  await card.getByRole('button', { name: `提出异议 ${disputed.orderNo}` }).click();
  const dispute = page.getByRole('dialog', { name: '提出异议' });
  await dispute.getByRole('textbox', { name: /异议原因/ }).fill('过磅单与出库单不符，请复磅');
  await dispute.getByRole('button', { name: '提交异议' }).click();
  await expect(page.getByText('已提交磅差异议，平台将复磅').first()).toBeVisible();
  await expect(card).toContainText('磅差异议中');
  await expect(card).toContainText('异议原因：过磅单与出库单不符，请复磅，等待平台复磅');

  // The mall accepts the claim: weighed again at the 2 t ordered, the order goes on to pay.
  await backOffice.settleWeighing(disputed.orderNo, 'accept');
  const fees = await finalPayment(page, disputed.orderNo, disputed.orderId);
  await expect(fees).toContainText(`货款（按过磅）${yuan(2 * disputed.price)}`);
  await expect(fees).toContainText(`过户费${yuan(FEE)}`);
  await expect(fees).toContainText(
    `应付尾款${yuan(2 * disputed.price + FEE - deposit(disputed.price))}`,
  );
  // The outcome in the order's timeline.
  await page.goto('/#/center/orderToBeSupplemented');
  await filterOrder(page, '待付尾款', disputed.orderNo);
  await page.getByRole('button', { name: `查看详情 ${disputed.orderNo}` }).click();
  await expect(
    page.getByRole('dialog', { name: '订单详情' }).getByRole('region', { name: '订单动态' }),
  ).toContainText('平台复磅：采纳买家异议，按订货 2.000 吨结算');

  // The other 磅差 is confirmed: the dialog says what it settles on before anything is sent.
  await page.goto('/#/center/orderInStock');
  await filterOrder(page, '备货中', confirmed.orderNo);
  const held = page.getByRole('rowgroup', { name: `订单 ${confirmed.orderNo}` });
  await held.getByRole('button', { name: `确认磅差 ${confirmed.orderNo}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '确认磅差' });
  const weighedDue = 2.4 * confirmed.price + FEE - deposit(confirmed.price);
  await expect(dialog).toContainText(
    `确认后订单按过磅 2.400 吨（订货 2.000 吨）、货款 ${yuan(2.4 * confirmed.price)} 结算，进入待付尾款：应付尾款 ${yuan(weighedDue)}`,
  );
  await dialog.getByRole('button', { name: '确认磅差' }).click();
  await expect(page.getByText('已确认磅差').first()).toBeVisible();
  const weighedFees = await finalPayment(page, confirmed.orderNo, confirmed.orderId);
  await expect(weighedFees).toContainText(`货款（按过磅）${yuan(2.4 * confirmed.price)}`);
  await expect(weighedFees).toContainText(`应付尾款${yuan(weighedDue)}`);
});
