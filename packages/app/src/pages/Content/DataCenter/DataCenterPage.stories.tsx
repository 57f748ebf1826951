import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  contentFixtures,
  defaultContentHandlers,
  defaultHandlers,
  recordingOk,
  type RecordedRequest,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { DataCenterPage } from './DataCenterPage.tsx';

const requests: RecordedRequest[] = [];

const meta = preview.meta({
  title: '页面/资讯与帮助/数据中心 — DataCenterPage',
  component: DataCenterPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'certifiedAdmin', route: '/home/dataCenter' },
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(
      recordingOk(paths.content.priceHistory, contentFixtures.priceHistory, requests),
      ...defaultHandlers,
      ...defaultContentHandlers,
    );
  },
});

/** A certified buyer sees the month's figures, the trend and each day's price, newest first. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '近一月 A00 铝价走势' })).toBeVisible();
    await expect(canvas.getByText('区间最高').nextElementSibling).toHaveTextContent('¥20,110.00');
    await expect(canvas.getByText('区间均价').nextElementSibling).toHaveTextContent('¥19,919.05');
    await expect(canvas.getByText('区间涨跌').nextElementSibling).toHaveTextContent('-160.00');
    const [, newest] = within(canvas.getByRole('table', { name: '每日铝价' })).getAllByRole('row');
    await expect(newest).toHaveTextContent('2026-03-18¥19,800.00+90.00');
  },
});

/** Another period asks for its days. */
export const SwitchPeriod = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '每日铝价' });
    await userEvent.click(canvas.getByRole('tab', { name: '近一年' }));
    await waitFor(() =>
      expect(requests.map(({ url }) => url.search)).toEqual(['?days=30', '?days=365']),
    );
  },
});

/** Visitors and uncertified buyers see '-' and no trend, with the way to see prices. */
export const Masked = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '登录查看' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('区间最高').nextElementSibling).toHaveTextContent('-');
  },
});

export const Loading = meta.story(loadingPage(paths.content.priceHistory));

export const ServerError = meta.story(failingPage(paths.content.priceHistory, 500, '服务器端出错'));
