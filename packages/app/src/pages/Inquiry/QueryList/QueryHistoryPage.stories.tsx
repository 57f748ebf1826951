import { expect, waitFor, within } from 'storybook/test';
import { inquiryPaths } from '@mall/domain/contract/inquiry';
import { callsTo, createInquiryServer } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { type AppLoaded, failingOrders, loadingPage, orderStories } from '@mall/app/testing';
import { QueryHistoryPage } from './QueryListPage.tsx';
import { pathTo } from '../../../routes/links.ts';

const page = orderStories(createInquiryServer);

const meta = preview.meta({
  title: '页面/询价求购/历史询价 — QueryHistoryPage',
  component: QueryHistoryPage,
  ...page.meta('/home/modelDemand/queryHistory'),
});

/** Ordered, expired and cancelled inquiries, read-only; 再次询价 copies one into the form. */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const list = await canvas.findByRole('table', { name: '历史询价' });
    await within(list).findByText('XJ202603150004');
    await expect(list).toHaveTextContent('已下单');
    await expect(list).toHaveTextContent('已失效');
    await expect(list).toHaveTextContent('已取消');
    await expect(canvas.queryByRole('button', { name: /^取消 / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '明细 XJ202603150004' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /的明细/ }));
    await expect(await dialog.findByText('已下单')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /删除报价/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '再次询价 XJ202603120005' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.navigations.at(-1)).toBe(pathTo('queryCopy', { id: 46 })),
    );
  },
});

/** Nothing finished yet. */
export const EmptyHistory = meta.story({
  ...page.withServer({ inquiries: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无历史询价')).toBeVisible();
  },
});

/** The history is loading (the list of 询价单, historyFlag true). */
export const Loading = meta.story(loadingPage(inquiryPaths.list));

/** The history fails to load: the message with 重试. */
export const ServerError = meta.story(failingOrders(inquiryPaths.list, '历史询价加载失败'));

/** An uncertified company is told why, and the history is never asked for. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('完成企业认证后即可发起询价、查看报价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, inquiryPaths.list)).toEqual([]);
  },
});
