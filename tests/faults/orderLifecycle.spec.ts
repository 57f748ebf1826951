import { api, backOffice, expect, faults, filterOrder, test } from '../journeys/fixtures.ts';
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

// An order from the cart to its invoice and evaluations while about one call in ten meets an
// outage (HTTP 503 or 500, nothing done) and another one in ten is answered after the client has
// given up (the work done, the answer lost). The buyer does what the screens let a buyer do:
// tries again where a load offers 重试, and sends again when the button comes back, with what
// was typed still there. Afterwards the sandbox holds exactly one order, one payment of each
// kind, one delivery, one invoice and two evaluations; the fixture fails the run on any uncaught
// error in the page.

type Rows = {
  orderNo: string;
  stage: string;
  payments: Record<string, number>;
  deliveries: number;
  invoices: number;
  comments: number;
}[];

/** The back office's rows behind each order the buyer made since `since`. */
const rowsSince = (since: string) => madeSince<Rows>('/__admin/orders/rows', since);

test('an order reaches its invoice through outages and lost answers, each thing made once', async ({
  page,
}) => {
  const since = new Date().toISOString();
  await faults.set(FAULTS);

  await logInThrough(page);

  const { rows: goods } = await steady(() =>
    api<{ rows: { batchId: number; carType: string; weight: string }[] }>(
      page,
      '/pc/mall/productBatch/list?pageNum=1&pageSize=50&sortField=listedAt&sortOrder=desc',
    ),
  );
  const batch = goods.find((row) => row.carType === 'cash' && Number(row.weight) >= 5);
  if (!batch) throw new Error('no cash batch with stock');
  const cartLine = async () =>
    (
      await steady(() =>
        api<{ cartId: number; batchId: number }[]>(page, '/pc/new/mall/cart/getPCMyCartNewList'),
      )
    ).find(({ batchId }) => batchId === batch.batchId);
  await persist(
    page,
    'add to the cart',
    async () => {
      await open(page, `/home/modelStore/detail/${batch.batchId}`);
      await page.getByRole('textbox', { name: '采购数量' }).fill('2');
      await page.getByRole('button', { name: '加入购物车' }).click();
    },
    async () => (await cartLine()) !== undefined,
  );
  const line = await cartLine();
  if (!line) throw new Error('the batch is not in the cart');

  const mine = async () => (await rowsSince(since)).at(0);
  await persist(
    page,
    'make the order',
    async () => {
      await open(page, `/home/modelShoppingCart/makeOrder?carType=cash&cartIds=${line.cartId}`);
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    },
    async () => (await mine()) !== undefined,
  );
  const made = await mine();
  if (!made) throw new Error('no order');
  const { orderNo } = made;
  const stage = async () => (await mine())?.stage;
  const { orderId } = (
    await steady(() =>
      api<{ rows: { orderId: number; orderNo: string }[] }>(
        page,
        `/pc/mall/order/selectCsrPcAllMallOrderNewList?pageNum=1&pageSize=10&orderNo=${orderNo}`,
      ),
    )
  ).rows[0] ?? { orderId: 0 };

  await persist(
    page,
    'submit the order',
    async () => {
      await open(page, '/center/orderToBeSubmit');
      await filterOrder(page, '待提交', orderNo);
      await page.getByRole('checkbox', { name: `选择订单 ${orderNo}` }).check();
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确认提交' }).click();
    },
    async () => (await stage()) === 'firstPayment',
  );

  // The deposit by transfer: what was typed stays through a failed send.
  const voucher = 'ZJ2026112500031';
  await persist(
    page,
    'pay the deposit',
    async () => {
      await open(page, `/center/orderToBePaidPayment?ids=${orderId}`);
      const transfer = page.getByRole('radio', { name: '线下转账' });
      await transfer.check();
      const account = await choose(page.getByRole('combobox', { name: '收款账户' }), 1);
      const serial = [page.getByRole('textbox', { name: '转账流水号' }), voucher] as const;
      await typeIn([serial]);
      await sendUntil(
        page,
        page.getByRole('button', { name: '立即支付' }),
        '确认支付',
        async () => ((await mine())?.payments.first ?? 0) > 0,
        holding([account, serial], [transfer]),
      );
    },
    async () => ((await mine())?.payments.first ?? 0) > 0,
  );
  await backOffice.confirmPayments(orderNo);
  await backOffice.startProduction(orderNo);
  await backOffice.weigh(orderNo, []);

  await persist(
    page,
    'pay the final payment',
    async () => {
      await open(page, `/center/orderToBeSupplementedPayment?ids=${orderId}`);
      await sendUntil(
        page,
        page.getByRole('button', { name: '确认支付尾款' }),
        '确认支付',
        async () => ((await mine())?.payments.final ?? 0) > 0,
      );
    },
    async () => ((await mine())?.payments.final ?? 0) > 0,
  );

  const plate = '粤A12345';
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await persist(
    page,
    'apply for delivery',
    async () => {
      await open(page, `/center/orderDelivery?orderId=${orderId}`);
      const pickUp = page.getByRole('radio', { name: '自提' });
      await pickUp.check();
      const plateField = [page.getByRole('textbox', { name: '车牌号' }), plate] as const;
      await typeIn([plateField]);
      const line = page.getByRole('checkbox', { name: /^发货 / });
      await line.check();
      const date = [page.getByRole('textbox', { name: '计划提货日期' }), today] as const;
      await typeIn([date]);
      await sendUntil(
        page,
        page.getByRole('button', { name: '提交发货申请' }),
        '确认提交',
        async () => ((await mine())?.deliveries ?? 0) > 0,
        holding([plateField, date], [pickUp, line]),
      );
    },
    async () => ((await mine())?.deliveries ?? 0) > 0,
  );
  await backOffice.ship(orderNo);
  const { rows: shipped } = await steady(() =>
    api<{ rows: { deliveryNo: string }[] }>(
      page,
      `/pc/mall/saleDelivery/selectSaleDeliveryPcList?type=1&pageNum=1&pageSize=10&orderNo=${orderNo}`,
    ),
  );
  const deliveryNo = shipped[0]?.deliveryNo ?? '';

  await persist(
    page,
    'confirm receipt',
    async () => {
      await open(page, '/center/orderToBeReceipt');
      await page.getByRole('button', { name: `确认收货 ${deliveryNo}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确认收货' }).click();
    },
    async () => (await stage()) === 'toInvoice',
  );

  await persist(
    page,
    'evaluate the delivery',
    async () => {
      await open(page, '/center/orderToBeReceipt');
      await page.getByRole('tab', { name: '已收货', exact: true }).click();
      await page.getByRole('button', { name: `评价 ${deliveryNo}` }).click();
      const dialog = page.getByRole('dialog', { name: '评价发货单' });
      await dialog.getByRole('radio', { name: '5 星' }).click();
      await dialog.getByRole('textbox', { name: '评价内容' }).fill('发货及时，过磅准确');
      await dialog.getByRole('button', { name: '提交评价' }).click();
    },
    async () => ((await mine())?.comments ?? 0) >= 1,
  );

  await persist(
    page,
    'evaluate the order',
    async () => {
      await open(page, '/center/orderToBeInvoiced');
      await page
        .getByRole('button', { name: `评价订单 ${orderNo}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: '评价订单' });
      await dialog.getByRole('radio', { name: '4 星' }).click();
      await dialog.getByRole('textbox', { name: '评价内容' }).fill('价格合理，服务周到');
      await dialog.getByRole('button', { name: '提交评价' }).click();
    },
    async () => ((await mine())?.comments ?? 0) >= 2,
  );

  await persist(
    page,
    'apply for the invoice',
    async () => {
      await open(page, '/center/orderToBeInvoiced');
      await page.getByRole('checkbox', { name: `选择 ${deliveryNo}` }).check();
      await page.getByRole('button', { name: '申请开票' }).click();
      await page
        .getByRole('dialog', { name: '申请开票' })
        .getByRole('button', { name: '提交申请' })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确认申请' }).click();
    },
    async () => ((await mine())?.invoices ?? 0) > 0,
  );

  await faults.clear();
  expect(await rowsSince(since)).toEqual([
    {
      orderNo,
      stage: 'aplliedInvoiced',
      payments: { first: 1, final: 1 },
      deliveries: 1,
      invoices: 1,
      comments: 2,
    },
  ]);
});
