import { expect, waitFor, within } from 'storybook/test';
import { afterSalePaths } from '@mall/domain/contract/afterSales';
import { afterSaleFixture, callsTo, createAfterSaleServer, httpStatus } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  failingPage,
  field,
  loadingPage,
  orderStories,
  settled,
  type AppLoaded,
} from '@mall/app/testing';
import { AfterSaleDetailPage } from './AfterSaleDetailPage.tsx';

const page = orderStories(createAfterSaleServer);
const p = afterSalePaths;

const meta = preview.meta({
  title: '页面/售后服务/售后详情 — AfterSaleDetailPage',
  component: AfterSaleDetailPage,
  ...page.meta('/center/orderAfterSales/detail?id=7001'),
});

const body = () => within(document.body);

/** 换货 待寄回 whose deadline passed. */
const toReturn = afterSaleFixture('exchange', 'toReturn', 7003);
const overdue = {
  ...toReturn,
  returnTo: toReturn.returnTo && { ...toReturn.returnTo, overdue: true },
};
/** The story opens the application with this id on its kind's route. */
const at = (route: string, id: number) => ({
  parameters: { route: `/center/orderAfterSales/${route}?id=${id}` },
});

/** 退货退款, 待审核: the facts, the timeline, and 取消申请 confirmed before it is sent. */
export const ReturnsRefundsPending = meta.story({
  ...at('detailReturnsRefunds', 7001),
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('SH202611207001')).toBeVisible();
    await expect(canvas.getByText('退货退款')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '处理进度' })).toHaveTextContent('提交售后申请');
    await userEvent.click(canvas.getByRole('button', { name: '取消申请' }));
    await userEvent.click(body().getByRole('button', { name: '取消' }));
    await expect(callsTo(page.serverOf(loaded).requests, p.cancel)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: '取消申请' }));
    await userEvent.click(
      within(body().getByRole('alertdialog')).getByRole('button', { name: '取消申请' }),
    );
    await expect(await canvas.findByText('已取消')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '取消申请' })).not.toBeInTheDocument();
    await settled();
  },
});

/**
 * 退货退款 for 规格与订单不符 (wrong goods, so with photos): the photo as a thumbnail that opens
 * large in a dialog, with the watermark it carries.
 */
export const WithPhotos = meta.story({
  ...at('detailReturnsRefunds', 7001),
  play: async ({ canvas, userEvent }) => {
    const photos = await canvas.findByRole('list', { name: '照片' });
    const thumbnail = within(photos).getByRole('button', { name: '查看大图：划伤近照.jpg' });
    await waitFor(() => expect(thumbnail.querySelector('img')?.naturalWidth).toBeGreaterThan(0));
    await userEvent.click(thumbnail);
    const dialog = await body().findByRole('dialog', { name: '划伤近照.jpg' });
    const large = within(dialog).getByRole('img', { name: '划伤近照.jpg' });
    await waitFor(() => expect((large as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(dialog).toHaveTextContent('铝材现货商城 售后凭证 2026-11-20 10:00:00');
  },
});

/**
 * 仅退款 for 少发漏发, 待修改: no photos (the reason needs none) and no return asked; the mall's
 * request, and 同意修改 opens the update form.
 */
export const RefundOnlyEditRequested = meta.story({
  ...at('detailRefundOnly', 7002),
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('商城修改意见：请补充问题部位的近照')).toBeVisible();
    await expect(canvas.getByText('少发漏发')).toBeVisible();
    await expect(canvas.getByText('未上传照片')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '照片' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: '寄回信息' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '同意修改' }));
    const { env } = loaded as unknown as AppLoaded;
    await waitFor(() =>
      expect(env.navigations.at(-1)).toBe('/center/orderAfterSales/update?id=7002'),
    );
  },
});

/**
 * 换货, 待寄回: where and by when to send the goods (the mall's return address, 7 days after it
 * agreed), said again in the form; the carrier and tracking number are checked at the fields, then
 * sent once (key).
 */
export const ExchangeToReturn = meta.story({
  ...at('detailExchange', 7003),
  play: async ({ canvas, userEvent, loaded }) => {
    const address = await canvas.findByRole('region', { name: '寄回信息' });
    await expect(address).toHaveTextContent('收货人商城售后仓 刘国平');
    await expect(address).toHaveTextContent('联系电话0757-86331888');
    await expect(address).toHaveTextContent(
      '寄回地址广东省佛山市南海区里水镇和顺大道 168 号 铝材现货商城售后仓 3 号库',
    );
    await expect(address).toHaveTextContent('寄回期限2026-11-28 10:00:00 前');
    await expect(within(address).queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: '寄回商品' })).toHaveTextContent(
      '请于 2026-11-28 10:00:00 前将商品寄回至：广东省佛山市南海区里水镇和顺大道 168 号 铝材现货商城售后仓 3 号库（商城售后仓 刘国平 0757-86331888），寄出后填写物流信息。',
    );
    await userEvent.click(canvas.getByRole('button', { name: '确认寄回' }));
    await expect(await canvas.findByText('请填写物流公司')).toBeVisible();
    await expect(canvas.getByText('请输入 6–30 位字母或数字的物流单号')).toBeVisible();
    await userEvent.type(field(canvas, '物流公司'), '德邦物流');
    await userEvent.type(field(canvas, '物流单号'), 'DP88886666');
    await userEvent.click(canvas.getByRole('button', { name: '确认寄回' }));
    await expect(await canvas.findByText('退货中')).toBeVisible();
    const [sent] = callsTo(page.serverOf(loaded).requests, p.confirmLogistics);
    await expect(sent?.body).toEqual({
      afterSaleId: 7003,
      company: '德邦物流',
      trackingNo: 'DP88886666',
    });
    await expect(sent?.idempotencyKey).toMatch(/\S{8,}/);
    await settled();
  },
});

/** 待寄回 with the deadline gone by and the goods not sent: said at the return address. */
export const ReturnDeadlinePassed = meta.story({
  parameters: {
    ...at('detailExchange', 7003).parameters,
    ...page.withServer({ sales: [overdue] }).parameters,
  },
  play: async ({ canvas }) => {
    const address = await canvas.findByRole('region', { name: '寄回信息' });
    await expect(within(address).getByRole('alert')).toHaveTextContent(
      '已超过寄回期限，请尽快寄回商品或联系商城客服',
    );
    await expect(canvas.getByRole('button', { name: '确认寄回' })).toBeEnabled();
  },
});

/** 其他, 已驳回: the reason shown; only 取消申请 is left. */
export const OtherRejected = meta.story({
  ...at('detailOther', 7004),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('驳回原因：照片未能反映所述问题')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消申请' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '确认结果' })).not.toBeInTheDocument();
  },
});

/** 非产品问题, 待确认方案: the mall's plan, accepted after a confirm. */
export const NotProductPlanProposed = meta.story({
  ...at('detailNotProduct', 7005),
  play: async ({ canvas, userEvent, loaded }) => {
    const plan = await canvas.findByRole('region', { name: '商城处理方案' });
    await expect(plan).toHaveTextContent('按实测偏差折价退款，原货无需退回');
    await expect(plan).toHaveTextContent('¥1,500.00');
    await userEvent.click(canvas.getByRole('button', { name: '同意方案' }));
    await userEvent.click(body().getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('处理中')).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, `${p.agreePlan}/7005`)).toHaveLength(1);
    await settled();
  },
});

/** 产品问题: the measured values beside the ordered specification, 超差 marked. */
export const ProductProblem = meta.story({
  ...at('details', 7006),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '6061-T6 铝板 实测值' });
    await expect(within(table).getByRole('row', { name: /厚度/ })).toHaveTextContent(
      '-0.200 mm（-10.0%） 超差',
    );
    await expect(within(table).getByRole('row', { name: /宽度/ })).not.toHaveTextContent('超差');
    await expect(table).toHaveTextContent('边部连续划伤');
  },
});

/** 待补款: 支付补款 is confirmed, sent once with an Idempotency-Key, then 处理中. */
export const Replenish = meta.story({
  ...at('detailExchange', 7007),
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('补款金额：¥860.00（待支付）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '支付补款' }));
    await expect(body().getByRole('alertdialog')).toHaveTextContent(
      '将从企业账户余额支付补款 ¥860.00，确认支付？',
    );
    await userEvent.click(body().getByRole('button', { name: '确认支付' }));
    await expect(await canvas.findByText('处理中')).toBeVisible();
    const calls = callsTo(page.serverOf(loaded).requests, `${p.replenish}/7007`);
    await expect(calls).toHaveLength(1);
    await expect(calls[0]?.idempotencyKey).toMatch(/\S{8,}/);
    await settled();
  },
});

/**
 * 支付补款's answer is lost (a gateway time-out): the page says the outcome is not known and that
 * paying again will not pay twice, and fetches the application again behind it (still 待支付 here).
 */
export const ReplenishAnswerLost = meta.story({
  ...at('detailExchange', 7007),
  beforeEach({ msw }) {
    msw.use(httpStatus(`${p.replenish}/7007`, 504));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '支付补款' }));
    await userEvent.click(body().getByRole('button', { name: '确认支付' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    await waitFor(() =>
      expect(callsTo(page.serverOf(loaded).requests, `${p.apply}/7007`)).toHaveLength(2),
    );
    await expect(canvas.getByText('补款金额：¥860.00（待支付）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '支付补款' })).toBeEnabled();
    await settled();
  },
});

/** A supplementary payment in flight: the confirm button spins and a second press sends nothing. */
export const ReplenishInFlight = meta.story({
  parameters: {
    ...at('detailExchange', 7007).parameters,
    ...page.withServer({ replenishHangs: true }).parameters,
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '支付补款' }));
    const pay = body().getByRole('button', { name: '确认支付' });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(pay);
    await expect(body().getByRole('button', { name: '取消' })).toBeDisabled();
    // The busy button shows as the request leaves; the mock server records it as it arrives.
    await waitFor(() =>
      expect(callsTo(page.serverOf(loaded).requests, `${p.replenish}/7007`)).toHaveLength(1),
    );
  },
});

/** An employee sees the payment asked but not 支付补款: why is said instead. */
export const Employee = meta.story({
  ...at('detailExchange', 7007),
  parameters: {
    session: 'certifiedStaff',
    route: '/center/orderAfterSales/detailExchange?id=7007',
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('取消申请、同意方案、支付补款和确认结果需由企业管理员操作'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '支付补款' })).not.toBeInTheDocument();
  },
});

/** 待确认结果: 确认结果 after a confirm; then 已完成 with nothing left to do. */
export const ConfirmResult = meta.story({
  ...at('detailReturnsRefunds', 7008),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '确认结果' }));
    await userEvent.click(body().getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('已完成')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '售后操作' })).not.toBeInTheDocument();
    await settled();
  },
});

/**
 * 退货中 (the general detail route): the return shipment beside where it was sent, and no move for
 * the buyer.
 */
export const Returning = meta.story({
  ...at('detail', 7011),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('德邦物流 DP12345678（2026-11-21 09:00:00）'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: '寄回信息' })).toHaveTextContent(
      '铝材现货商城售后仓 3 号库',
    );
    await expect(canvas.getByRole('list', { name: '照片' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '取消申请' })).not.toBeInTheDocument();
  },
});

/** 修改中 (the buyer agreed to edit): 修改申请 leads to the update form. */
export const Editing = meta.story({
  parameters: {
    ...at('detailOther', 7002).parameters,
    ...page.withServer({ sales: [afterSaleFixture('other', 'editing', 7002)] }).parameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '修改申请' })).toHaveAttribute(
      'href',
      '#/center/orderAfterSales/update?id=7002',
    );
  },
});

/** 处理中 (an exchange whose goods came back): the mall acts next; the buyer has no move. */
export const Processing = meta.story({
  ...at('detailExchange', 7012),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已收到退回商品')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '售后操作' })).not.toBeInTheDocument();
  },
});

/** 已取消 (其他): the timeline ends with the buyer's cancellation; no move is left. */
export const Cancelled = meta.story({
  ...at('detailOther', 7010),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已取消')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '处理进度' })).toHaveTextContent('取消售后申请');
    await expect(canvas.queryByRole('group', { name: '售后操作' })).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({ ...loadingPage(`${p.apply}/7001`) });

export const ServerError = meta.story({
  ...failingPage(`${p.apply}/7001`, 500, '服务器开小差了', { msg: '服务器开小差了', retry: true }),
});

/** An uncertified company: why, and 去认证; no after-sales call. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('完成企业认证后即可申请和查看售后')).toBeVisible();
    await expect(page.serverOf(loaded).requests).toEqual([]);
  },
});
