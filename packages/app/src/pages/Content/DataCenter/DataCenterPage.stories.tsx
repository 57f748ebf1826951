import { expect, waitFor, within } from 'storybook/test';
import { marketPaths } from '@mall/domain/contract/market';
import { defaultHandlers, emptyReferencePrices, marketHandlers, okGet } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, field, loadingPage } from '@mall/app/testing';
import { DataCenterPage } from './DataCenterPage.tsx';

type Canvas = ReturnType<typeof within>;

const meta = preview.meta({
  title: '页面/资讯与帮助/数据中心 — DataCenterPage',
  component: DataCenterPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'certifiedAdmin', route: '/home/dataCenter' },
  beforeEach({ msw }) {
    msw.use(...marketHandlers, ...defaultHandlers);
  },
});

/** The chart once ECharts has drawn it. */
const chartOf = async (canvas: Canvas, name = '近一月 铝价走势') => {
  const chart = await canvas.findByRole('application', { name });
  await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
  return chart;
};

const newestRow = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: '每日铝价' })).getAllByRole('row')[1];

/** A certified buyer sees 长江 A00 over the last month: the figures, the chart and each day, newest first. */
export const OneSeries = meta.story({
  play: async ({ canvas }) => {
    await chartOf(canvas);
    await expect(canvas.getByText('最新价').nextElementSibling).toHaveTextContent('¥19,460.00');
    await expect(canvas.getByText('数据截至 2026-03-18', { exact: false })).toBeVisible();
    await expect(newestRow(canvas)).toHaveTextContent('2026-03-18¥19,460.00-30.00');
    await expect(canvas.getByRole('button', { name: '长江现货 A00 铝' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

/** The legend switches on 南海灵通 and the 6063 premium: their figures and columns join. */
export const SeveralSeries = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chartOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '南海灵通 A00 铝' }));
    await userEvent.click(canvas.getByRole('button', { name: '佛山 6063 铝棒加工费' }));
    await expect(canvas.getByRole('region', { name: '佛山 6063 铝棒加工费' })).toBeVisible();
    await expect(newestRow(canvas)).toHaveTextContent(
      '2026-03-18¥19,460.00-30.00¥19,430.00-20.00¥350.00-10.00',
    );
  },
});

/** From the keyboard the chart moves a day at a time; the tooltip and the live region read it. */
export const TooltipOnPoint = meta.story({
  play: async ({ canvas, userEvent }) => {
    const chart = await chartOf(canvas);
    chart.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const reading = '2026-03-17：长江现货 A00 铝 ¥19,490.00，涨跌 -100.00';
    await waitFor(() => expect(canvas.getByText(reading)).toBeInTheDocument());
    await waitFor(() => expect(chart).toHaveTextContent('长江现货 A00 铝：¥19,490.00（-100.00）'));
  },
});

/** Another range needs no call: 近一年's figures. */
export const YearRange = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chartOf(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: '近一年' }));
    await chartOf(canvas, '近一年 铝价走势');
    await expect(canvas.getByText('区间最高').nextElementSibling).toHaveTextContent('¥20,020.00');
    await expect(canvas.getByText('区间均价').nextElementSibling).toHaveTextContent('¥19,553.45');
  },
});

/** 自定义: a wrong range says why at its field; a right one is shown. */
export const CustomRange = meta.story({
  play: async ({ canvas, userEvent }) => {
    await chartOf(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: '自定义' }));
    await userEvent.clear(field(canvas, '日期范围（结束）'));
    await userEvent.type(field(canvas, '日期范围（结束）'), '2026-03-01');
    await userEvent.clear(field(canvas, '日期范围（开始）'));
    await userEvent.type(field(canvas, '日期范围（开始）'), '2026-03-10');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(canvas.getByText('开始日期不能晚于结束日期')).toBeVisible();
    await userEvent.clear(field(canvas, '日期范围（开始）'));
    await userEvent.type(field(canvas, '日期范围（开始）'), '2025-01-02');
    await userEvent.clear(field(canvas, '日期范围（结束）'));
    await userEvent.type(field(canvas, '日期范围（结束）'), '2025-01-31');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await chartOf(canvas, '2025-01-02 至 2025-01-31 铝价走势');
    await expect(newestRow(canvas)).toHaveTextContent('2025-01-31¥19,470.00-80.00');
  },
});

/** A range without trading days says so, without a chart. */
export const EmptyRange = meta.story({
  beforeEach({ msw }) {
    msw.use(okGet(marketPaths.referencePrices, emptyReferencePrices));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该时间范围内没有交易日的价格')).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(canvas.getByText('最新价').nextElementSibling).toHaveTextContent('-');
  },
});

/** Visitors and uncertified buyers see '-' and no chart, with the way to see prices. */
export const Masked = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '登录查看' })).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '导出 CSV' })).toBeNull();
    await expect(canvas.getByText('区间最高').nextElementSibling).toHaveTextContent('-');
    await expect(newestRow(canvas)).toHaveTextContent('2026-03-18--');
  },
});

export const Loading = meta.story(loadingPage(marketPaths.referencePrices));

export const ServerError = meta.story(
  failingPage(marketPaths.referencePrices, 500, '服务器端出错'),
);
