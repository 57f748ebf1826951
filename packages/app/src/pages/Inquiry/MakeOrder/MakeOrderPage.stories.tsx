import { expect, waitFor, within } from 'storybook/test';
import { inquiryPaths } from '@mall/domain/contract/inquiry';
import { callsTo, createInquiryServer, inquiriesExpiringAt, pending } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  type AppLoaded,
  failingOrders,
  loadingPage,
  orderStories,
  stillClock,
} from '@mall/app/testing';
import { MakeOrderPage } from './MakeOrderPage.tsx';
import { hrefTo, pathTo } from '../../../routes/links.ts';

const page = orderStories(createInquiryServer);

const meta = preview.meta({
  title: '页面/询价求购/需求下单 — MakeOrderPage',
  component: MakeOrderPage,
  ...page.meta('/home/modelDemand/makeOrder?id=43'),
});

const body = () => within(document.body);
const FIRST = '选择 6063-T5 2×1250×2500 氧化';
/** The lines shown (the loading table has the same name). */
const shown = (canvas: ReturnType<typeof within>) => canvas.findByRole('checkbox', { name: FIRST });
const bar = (canvas: ReturnType<typeof within>) => canvas.getByRole('group', { name: '已选明细' });

/** The valid lines picked, exact totals; an expired line cannot be picked. */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    await shown(canvas);
    await expect(canvas.getByRole('table', { name: '报价明细' })).toHaveTextContent('¥215,000.00');
    await expect(bar(canvas)).toHaveTextContent('已选 2 行，共 12.420吨，货款 ¥272,596.00');
    await expect(
      canvas.getByRole('checkbox', { name: '选择 6061-T6 3×1500×3000 原色' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: FIRST }));
    await expect(bar(canvas)).toHaveTextContent('已选 1 行，共 2.420吨，货款 ¥57,596.00');
  },
});

const SECOND = '选择 5052-H32 1.5×1220×2440';
/** The row of the line a check box picks. */
const rowOf = (canvas: ReturnType<typeof within>, name: string) => {
  const row = canvas.getByRole('checkbox', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/**
 * Each valid quote shows the time it has left on the mall's clock (the answer's serverTime
 * 2026-03-18 10:00:00, not the browser's date): the 5052-H32 quote runs out in five minutes. The
 * clock stands still, so the screenshot is stable.
 */
export const AboutToExpire = meta.story({
  ...page.withServer({ inquiries: inquiriesExpiringAt('2026-03-18 10:05:00') }),
  ...stillClock,
  play: async ({ canvas }) => {
    await shown(canvas);
    await expect(rowOf(canvas, SECOND)).toHaveTextContent('2026-03-18 10:05:00剩余 00:05:00');
    await expect(rowOf(canvas, FIRST)).toHaveTextContent('2026-03-20 18:00:00剩余 2天 08:00:00');
    await expect(rowOf(canvas, SECOND)).toHaveTextContent('有效');
    await expect(bar(canvas)).toHaveTextContent('已选 2 行，共 12.420吨，货款 ¥272,596.00');
  },
});

/**
 * The 5052-H32 quote runs out two seconds after the page shows: its line turns 已过期 and
 * 报价已过期, can no longer be picked, drops out of the picks and the totals, and the page says
 * why. The browser's clock stands still until the play moves it on two seconds, so the line
 * reads 剩余 00:00:02 however long a loaded machine takes to show the page (with the clock
 * running, a page shown late had already run out).
 */
export const ExpiresWhileShown = meta.story({
  ...page.withServer({ inquiries: inquiriesExpiringAt('2026-03-18 10:00:02') }),
  beforeEach() {
    // Set by hand: a Storybook spy on Date.now records each call with the time, its own.
    const { now } = Date;
    const start = now();
    Date.now = () => start;
    return () => {
      Date.now = now;
    };
  },
  play: async ({ canvas }) => {
    await shown(canvas);
    await expect(rowOf(canvas, SECOND)).toHaveTextContent('剩余 00:00:02');
    await expect(bar(canvas)).toHaveTextContent('已选 2 行');
    // Two seconds on: the countdown's next tick, within a second, reads the quote's end.
    const later = Date.now() + 2_000;
    Date.now = () => later;
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: SECOND })).toBeDisabled());
    await expect(rowOf(canvas, SECOND)).toHaveTextContent('2026-03-18 10:00:02已过期');
    await expect(rowOf(canvas, SECOND)).toHaveTextContent('报价已过期');
    await expect(canvas.getByRole('checkbox', { name: SECOND })).not.toBeChecked();
    await expect(
      canvas.getByText('报价已过期，已从所选明细中移除：5052-H32 1.5×1220×2440'),
    ).toHaveAttribute('role', 'status');
    await expect(bar(canvas)).toHaveTextContent('已选 1 行，共 10.000吨，货款 ¥215,000.00');
  },
});

/** 提交订单 asks first, then makes the order once with an Idempotency-Key and opens 待提交. */
export const Ordered = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await shown(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    const dialog = within(await body().findByRole('alertdialog', { name: '确认下单' }));
    // 货款 ¥272,596.00 + 过户费 15 元/吨 × 12.420 吨 (¥186.30).
    await expect(dialog.getByText(/合计 ¥272,782.30（含过户费 ¥186.30）/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定下单' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.navigations.at(-1)).toBe(pathTo('orderToBeSubmit')),
    );
    const calls = callsTo(page.serverOf(loaded).requests, inquiryPaths.makeOrder);
    await expect(calls.map((call) => call.body)).toEqual([
      {
        id: 43,
        detailIds: [431, 432],
        terms: { deliveryWay: 'pickup', addressId: null, remark: '', poNo: '' },
      },
    ]);
    await expect(calls[0]?.idempotencyKey).toBeTruthy();
  },
});

/** Nothing picked: said at 提交订单, nothing sent. */
export const NothingPicked = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await shown(canvas);
    for (const name of [FIRST, '选择 5052-H32 1.5×1220×2440']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(await canvas.findByText('请选择要下单的报价明细')).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, inquiryPaths.makeOrder)).toEqual([]);
  },
});

/** The quote expired meanwhile: the refusal shows above 提交订单 and the picks stay. */
export const QuoteExpired = meta.story({
  ...page.withServer({ quoteExpired: true }),
  play: async ({ canvas, userEvent }) => {
    await shown(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    await userEvent.click(await body().findByRole('button', { name: '确定下单' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '6063-T5 2×1250×2500 氧化：报价已过期，不能下单',
    );
    await expect(bar(canvas)).toHaveTextContent('已选 2 行');
  },
});

/** While the order is on its way, the confirm is busy, cannot be closed, and the picks are locked. */
export const InFlight = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(inquiryPaths.makeOrder));
  },
  play: async ({ canvas, userEvent }) => {
    await shown(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    const dialog = within(await body().findByRole('alertdialog', { name: '确认下单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定下单' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '确定下单' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: FIRST, hidden: true })).toBeDisabled();
  },
});

/** 配送 to the default address with a 采购单号: both carried by the order. */
export const Delivery = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await shown(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /配送/ }));
    await expect(
      await canvas.findByRole('radio', { name: /狮山镇松岗工业大道 12 号.*（默认）/ }),
    ).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: '采购单号' }), 'CG_2026-7');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    const dialog = within(await body().findByRole('alertdialog', { name: '确认下单' }));
    await expect(dialog.getByText(/配送至 狮山镇松岗工业大道 12 号/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定下单' }));
    await waitFor(() =>
      expect(
        callsTo(page.serverOf(loaded).requests, inquiryPaths.makeOrder).map((call) => call.body),
      ).toEqual([
        {
          id: 43,
          detailIds: [431, 432],
          terms: { deliveryWay: 'delivery', addressId: 11, remark: '', poNo: 'CG_2026-7' },
        },
      ]),
    );
  },
});

/** An invalid 采购单号: said at the field, no confirm, nothing sent. */
export const InvalidPoNo = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await shown(canvas);
    const field = canvas.getByRole('textbox', { name: '采购单号' });
    await userEvent.type(field, '采购单一号');
    await expect(field).toHaveAccessibleDescription('采购单号只能包含字母、数字、- 和 _');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(callsTo(page.serverOf(loaded).requests, inquiryPaths.makeOrder)).toEqual([]);
  },
});

/** The inquiry is loading. */
export const Loading = meta.story(loadingPage(`${inquiryPaths.detail}/43`));

/** The inquiry fails to load: the message with 重试. */
export const ServerError = meta.story(failingOrders(`${inquiryPaths.detail}/43`, '询价单加载失败'));

/** An inquiry without a valid quote: back to the list. */
export const NothingToOrder = meta.story({
  parameters: { route: '/home/modelDemand/makeOrder?id=41' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('询价单 XJ202603180001 没有可下单的有效报价'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看询价单' })).toBeVisible();
  },
});

/** An uncertified company is told why, with 去认证, and the inquiry is never asked for. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('完成企业认证后即可发起询价、查看报价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await expect(callsTo(page.serverOf(loaded).requests, `${inquiryPaths.detail}/43`)).toEqual([]);
  },
});
