import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { addressPaths } from '@mall/domain/contract/address';
import { orderPaths } from '@mall/domain/contract/orders';
import { callsTo, createOrderServerF2 } from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import {
  type AppLoaded,
  failingOrders,
  loadingPage,
  orderStories,
  uncertifiedOrders,
} from '@mall/app/testing';
import { DeliveryPage } from './DeliveryPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF2);

const meta = preview.meta({
  title: '页面/订单中心/申请发货 — DeliveryPage',
  component: DeliveryPage,
  ...page.meta('/center/orderDelivery?orderId=25002', 'certifiedStaff'),
});

const PLATE = '3003-H24 铝板 1×1220×2440';
const STRIP = '1060-O 铝带 0.5×100(卷)';
type Canvas = ReturnType<typeof within>;
type User = {
  click: (e: Element) => Promise<void>;
  type: (e: Element, t: string) => Promise<void>;
  clear: (e: Element) => Promise<void>;
};

/** Ships `tonnes` of the plate line, picked up by car, on a later date. */
const fillSelfPickup = async (canvas: Canvas, userEvent: User, tonnes: string) => {
  await userEvent.click(await canvas.findByRole('checkbox', { name: `发货 ${PLATE}` }));
  const weight = canvas.getByRole('textbox', { name: `${PLATE} 本次发货吨数` });
  await userEvent.clear(weight);
  await userEvent.type(weight, tonnes);
  await userEvent.click(canvas.getByRole('radio', { name: '自提' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /车牌号/ }), '粤A12345');
  await userEvent.type(canvas.getByLabelText(/计划提货日期/, { selector: 'input' }), '2099-03-25');
};

/**
 * The paid lines with what remains, and the company's default address (getAddressByCustomerId)
 * preselected with its contact.
 */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const lines = await canvas.findByRole('table', { name: '发货商品' });
    await expect(lines).toHaveTextContent('6.175');
    await expect(lines).toHaveTextContent('2.012');
    await expect(canvas.getByRole('checkbox', { name: `发货 ${STRIP}` })).not.toBeChecked();
    const book = canvas.getByRole('combobox', { name: '常用地址' });
    await expect(book).toHaveTextContent(
      '[默认] 广东省 佛山市 南海区 狮山镇松岗工业大道 12 号（陈志强）',
    );
    await expect(canvas.getByRole('textbox', { name: /联系人/ })).toHaveValue('陈志强');
    await expect(canvas.getByRole('textbox', { name: /联系电话/ })).toHaveValue('13800000001');
    await expect(canvas.getByRole('textbox', { name: /收货地址/ })).toHaveValue(
      '广东省 佛山市 南海区 狮山镇松岗工业大道 12 号',
    );
    await expect(canvas.getByRole('radio', { name: '物流配送' })).toBeChecked();
    await expect(
      callsTo(page.serverOf(loaded).requests, addressPaths.customerAddresses),
    ).toHaveLength(1);
  },
});

/** Another of the company's addresses fills in its address, contact and phone. */
export const ChooseAddress = meta.story({
  play: async ({ canvas, userEvent }) => {
    const book = await canvas.findByRole('combobox', { name: '常用地址' });
    await choose(
      userEvent,
      book,
      '江苏省 无锡市 锡山区 东港镇锡港路 88 号 恒盛仓储 3 号库（周立新）',
    );
    await expect(canvas.getByRole('textbox', { name: /收货地址/ })).toHaveValue(
      '江苏省 无锡市 锡山区 东港镇锡港路 88 号 恒盛仓储 3 号库',
    );
    await expect(canvas.getByRole('textbox', { name: /联系人/ })).toHaveValue('周立新');
    await expect(canvas.getByRole('textbox', { name: /联系电话/ })).toHaveValue('13906181234');
  },
});

/** No address in the book: the order's address, and a link to 收货地址 to add one. */
export const NoAddressBook = meta.story({
  ...page.withServer({ addresses: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '添加收货地址' })).toHaveAttribute(
      'href',
      hrefTo('companyAddress'),
    );
    await expect(canvas.queryByRole('combobox', { name: '常用地址' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /收货地址/ })).toHaveValue(
      '广东省佛山市南海区狮山镇科技工业园 A 区 8 号',
    );
    await expect(canvas.getByRole('textbox', { name: /联系电话/ })).toHaveValue('13826081234');
  },
});

/** Every problem shows at its field and nothing is sent; what was typed stays. */
export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '提交发货申请' }));
    await expect(await canvas.findByText('请选择发货商品')).toBeVisible();
    await expect(canvas.getByText('请选择提货日期')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: `发货 ${PLATE}` }));
    const weight = canvas.getByRole('textbox', { name: `${PLATE} 本次发货吨数` });
    await userEvent.clear(weight);
    await userEvent.type(weight, '7');
    await userEvent.click(canvas.getByRole('radio', { name: '自提' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /车牌号/ }), 'A123');
    await userEvent.click(canvas.getByRole('button', { name: '提交发货申请' }));
    await expect(await canvas.findByText('不能超过剩余 6.175 吨')).toBeVisible();
    await expect(canvas.getByText('请输入正确的车牌号，如 粤A12345')).toBeVisible();
    await expect(weight).toHaveValue('7');
    await expect(callsTo(server.requests, orderPaths.createDelivery)).toEqual([]);
  },
});

/**
 * A partial delivery: choosing a line asks the server what remains; after 确认提交发货申请？ it is
 * sent once with a key, 发货申请已提交, back to 待发货, and the counts reload.
 */
export const PartialDelivery = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await fillSelfPickup(canvas, userEvent, '3');
    await waitFor(() =>
      expect(callsTo(server.requests, `${orderPaths.deliveryLines}/25002/250021`)).toHaveLength(1),
    );
    await userEvent.click(canvas.getByRole('button', { name: '提交发货申请' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '提交发货申请' });
    await expect(dialog).toHaveTextContent('确认提交发货申请？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.navigations).toEqual(['/center/orderToBeDelivery']),
    );
    await expect((loaded as AppLoaded).env.notifications).toContainEqual({
      type: 'success',
      message: '发货申请已提交',
    });
    const [call] = callsTo(server.requests, orderPaths.createDelivery);
    await expect(call?.body).toEqual({
      orderId: 25002,
      lines: [{ detailId: 250021, weight: '3' }],
      deliveryType: 'self',
      contactName: '陈志强',
      contactPhone: '13800000001',
      address: '',
      plateNo: '粤A12345',
      plannedDate: '2099-03-25',
    });
    await expect(call?.idempotencyKey).toBeTruthy();
    await expect(server.orders().find((o) => o.orderId === 25002)?.stage).toBe('saleDelivery');
    // The counts are asked again once the application is made (the 待发货 page it opens may ask
    // them too, so they are not counted).
    const made = server.requests.findIndex((request) => request === call);
    await waitFor(() =>
      expect(callsTo(server.requests.slice(made), paths.orders.count).length).toBeGreaterThan(0),
    );
  },
});

/** While the application is in flight the button spins and a second press sends nothing. */
export const Submitting = meta.story({
  ...page.withServer({ hang: ['createDelivery'] }),
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await fillSelfPickup(canvas, userEvent, '3');
    await userEvent.click(canvas.getByRole('button', { name: '提交发货申请' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: '确认提交' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    // The button is busy before the request reaches the mock server: wait for it to arrive.
    await waitFor(() =>
      expect(callsTo(server.requests, orderPaths.createDelivery)).toHaveLength(1),
    );
  },
});

/** A refused application keeps the form as typed and shows why; the retry reuses its key. */
export const FailedKeepsInput = meta.story({
  ...page.withServer({ failFirst: { createDelivery: 1 } }),
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await fillSelfPickup(canvas, userEvent, '2.5');
    const send = async () => {
      await userEvent.click(canvas.getByRole('button', { name: '提交发货申请' }));
      const dialog = await within(document.body).findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    };
    await send();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器端出错');
    await expect(canvas.getByRole('textbox', { name: /车牌号/ })).toHaveValue('粤A12345');
    await send();
    await waitFor(() =>
      expect(callsTo(server.requests, orderPaths.createDelivery)).toHaveLength(2),
    );
    const [first, retry] = callsTo(server.requests, orderPaths.createDelivery);
    await expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
  },
});

/** Without ?orderId= the page says where to start. */
export const MissingOrder = meta.story({
  parameters: { route: '/center/orderDelivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请先在待发货订单中选择要发货的订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回待发货订单' })).toHaveAttribute(
      'href',
      hrefTo('orderToBeDelivery'),
    );
  },
});

export const Loading = meta.story(loadingPage(orderPaths.deliveryInfo));

export const ServerError = meta.story(failingOrders(orderPaths.deliveryInfo, '服务器端出错'));

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.deliveryInfo));
