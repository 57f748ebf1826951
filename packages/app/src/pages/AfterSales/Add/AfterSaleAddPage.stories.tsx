import { expect, waitFor, within } from 'storybook/test';
import { afterSalePaths } from '@mall/domain/contract/afterSales';
import {
  callsTo,
  createAfterSaleServer,
  createOrderServerF3,
  httpStatus,
} from '@mall/domain/mocks';
import { choose as chooseOption } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories, type AppLoaded } from '@mall/app/testing';
import { AfterSaleAddPage } from './AfterSaleAddPage.tsx';

const page = orderStories(createAfterSaleServer);
const p = afterSalePaths;

const meta = preview.meta({
  title: '页面/售后服务/新建售后 — AfterSaleAddPage',
  component: AfterSaleAddPage,
  ...page.meta('/center/orderAfterSales/add?orderId=31001'),
});

const body = () => within(document.body);

type Canvas = ReturnType<typeof within>;
type User = {
  click: (e: Element) => Promise<void>;
  type: (e: Element, t: string) => Promise<void>;
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};

/** Picks a kind and its first reason. */
const choose = async (canvas: Canvas, userEvent: User, kind: string, reason: string) => {
  await userEvent.click(await canvas.findByRole('radio', { name: kind }));
  await chooseOption(userEvent, canvas.getByRole('combobox', { name: /售后原因/ }), reason);
};

/** 仅退款 for 1 t of A00 铝锭 short delivered, with this amount and description, then 提交申请. */
const applyShortDelivery = async (
  canvas: Canvas,
  userEvent: User,
  amount: string,
  description: string,
) => {
  await choose(canvas, userEvent, '仅退款', '少发漏发');
  await userEvent.click(canvas.getByRole('checkbox', { name: /A00 铝锭/ }));
  await userEvent.type(field(canvas, 'A00 铝锭 吨数'), '1');
  await userEvent.type(field(canvas, '申请金额'), amount);
  await userEvent.type(canvas.getByRole('textbox', { name: /问题描述/ }), description);
  await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
};

/** The order's lines with what each may still claim; the contact filled in from the company. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('XS202611100031')).toBeVisible();
    await expect(
      canvas.getByText(/6061-T6 铝板 2×1250×2500.*可申请 47 件（0.800 吨）/),
    ).toBeVisible();
    await expect(canvas.getByText(/A00 铝锭.*可申请 2.000 吨/)).toBeVisible();
    await expect(field(canvas, '联系人')).toHaveValue('陈志强');
  },
});

/** 提交申请 with nothing chosen: a Chinese message at each field, nothing sent. */
export const Required = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('请选择售后类型')).toBeVisible();
    await expect(canvas.getByText('请选择售后原因')).toBeVisible();
    await expect(canvas.getByText('请选择售后商品')).toBeVisible();
    await expect(canvas.getByText('请填写问题描述')).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, p.apply)).toEqual([]);
  },
});

/**
 * 退货退款 of 10 sheets for 规格与订单不符 (wrong goods): photos are required, refused at the field
 * until one is uploaded; their weight from calculateWeight, sent once, then the detail opens.
 */
export const ReturnWithRefund = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await choose(canvas, userEvent, '退货退款', '规格与订单不符');
    const photos = canvas.getByLabelText(/^\*照片$/);
    await expect(photos).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText(/该售后原因需上传照片作为凭证，最多 9 张/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /6061-T6 铝板/ }));
    await userEvent.type(field(canvas, '6061-T6 铝板 件数'), '10');
    await expect(await canvas.findByText('重量：0.169 吨')).toBeVisible();
    await userEvent.type(field(canvas, '申请金额'), '3000');
    await userEvent.type(canvas.getByRole('textbox', { name: /问题描述/ }), '规格与订单不符');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('该售后原因需上传照片作为凭证')).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, p.apply)).toEqual([]);
    await userEvent.upload(photos, png('错发近照.png'));
    await expect(await canvas.findByRole('list', { name: '已上传照片' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    const { env } = loaded as unknown as AppLoaded;
    await waitFor(() =>
      expect(env.navigations.at(-1)).toBe('/center/orderAfterSales/detailReturnsRefunds?id=7999'),
    );
    const [sent] = callsTo(page.serverOf(loaded).requests, p.apply);
    await expect(sent?.idempotencyKey).toMatch(/\S{8,}/);
    await expect(sent?.body).toMatchObject({
      orderId: 31001,
      kind: 'returnsRefunds',
      amount: '3000',
      lines: [{ detailId: 1, pieces: 10, weight: '0.169', measured: null }],
      picIds: [901],
    });
  },
});

/** An amount above what was paid for the chosen tonnes is refused at its field; nothing is lost. */
export const AmountAbovePaid = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await applyShortDelivery(canvas, userEvent, '19000.01', '少发');
    await expect(await canvas.findByText('申请金额不能超过已付金额 ¥19,000.00')).toBeVisible();
    await expect(field(canvas, '申请金额')).toHaveValue('19000.01');
    await expect(field(canvas, 'A00 铝锭 吨数')).toHaveValue('1');
    await expect(callsTo(page.serverOf(loaded).requests, p.apply)).toEqual([]);
  },
});

/**
 * The application's answer is lost (a gateway time-out): the form says the outcome is not known
 * and that submitting again is safe; everything typed stays and the page does not move on.
 */
export const ApplyAnswerLost = meta.story({
  beforeEach({ msw }) {
    msw.use(httpStatus(p.apply, 504));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await applyShortDelivery(canvas, userEvent, '3000', '少发一吨');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    await expect(field(canvas, 'A00 铝锭 吨数')).toHaveValue('1');
    await expect(field(canvas, '申请金额')).toHaveValue('3000');
    await expect(canvas.getByRole('textbox', { name: /问题描述/ })).toHaveValue('少发一吨');
    await expect((loaded as unknown as AppLoaded).env.navigations).toEqual([]);
  },
});

/** A product problem: the measured values beside the order's, the deviation shown as typed. */
export const ProductProblem = meta.story({
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, '产品问题（质量问题）', '厚度超差');
    await userEvent.click(canvas.getByRole('checkbox', { name: /6061-T6 铝板/ }));
    await userEvent.type(field(canvas, '实测厚度(mm)'), '1.8');
    const table = canvas.getByRole('table', { name: '6061-T6 铝板 实测值' });
    await expect(within(table).getByRole('row', { name: /厚度/ })).toHaveTextContent('超差');
  },
});

/** Photos: a GIF named .png, one over 5 MB and a tenth are each refused at the field. */
export const PhotoLimits = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const input = await canvas.findByLabelText('照片');
    const gif = new File([new TextEncoder().encode('GIF89a')], 'fake.png', { type: 'image/png' });
    await userEvent.upload(input, gif);
    await expect(await canvas.findByText('fake.png：仅支持 JPG、PNG 格式的照片')).toBeVisible();
    await userEvent.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    await expect(await canvas.findByText('big.png：每张照片不能超过 5 MB')).toBeVisible();
    await userEvent.upload(
      input,
      Array.from({ length: 10 }, (_, i) => png(`p${i + 1}.png`)),
    );
    await expect(await canvas.findByText('p10.png：最多上传 9 张照片')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '已上传照片' }).children).toHaveLength(9);
    await expect(callsTo(page.serverOf(loaded).requests, p.uploadPic)).toHaveLength(9);
  },
});

/**
 * Without an order (申请售后 of the list): the orders of a stage an application may be made in,
 * each opening the form for it; the stage select offers only those stages.
 */
export const ChooseOrder = meta.story({
  parameters: { route: '/center/orderAfterSales/add' },
  beforeEach({ msw }) {
    msw.use(...createOrderServerF3().handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: '可申请售后的订单' });
    await expect(await within(table).findByText('DD20260318027001')).toBeVisible();
    const stage = canvas.getByRole('combobox', { name: '订单状态' });
    await userEvent.click(stage);
    await expect(
      within(await body().findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['待开票', '已申请开票', '开票中', '已完成']);
    await userEvent.click(body().getByRole('option', { name: '已完成' }));
    await expect(
      await canvas.findByRole('link', { name: '申请售后 DD20260318030001' }),
    ).toHaveAttribute('href', '#/center/orderAfterSales/add?orderId=30001');
    await expect(within(table).queryByText('DD20260318027001')).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({ ...loadingPage(p.applyInfo) });

export const ServerError = meta.story({
  ...failingPage(p.applyInfo, 500, '服务器开小差了', { msg: '服务器开小差了', retry: true }),
});

export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('完成企业认证后即可申请和查看售后')).toBeVisible();
  },
});
