import { expect, waitFor } from 'storybook/test';
import { repeatBuyPaths } from '@mall/domain/contract/inquiry';
import { defaultHandlers, inquiryExtraHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { RepeatedlyBuyPage } from './RepeatedlyBuyPage.tsx';

const meta = preview.meta({
  title: '页面/询价求购/再次购买 — RepeatedlyBuyPage',
  component: RepeatedlyBuyPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'certifiedAdmin',
    route: '/home/modelDemand/repeatedlyBuy',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, inquiryExtraHandlers.repeatBuy);
  },
});

const OFTEN = '6063-T5 铝板 6063-T5 2×1250×2500 氧化';

/**
 * The products bought most, with their current price; 再次询价 opens the form with the batch,
 * 加入购物车 adds the last order's tonnes; a sold-out batch offers only 再次询价.
 */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const table = await canvas.findByRole('table', { name: '常购商品' });
    await waitFor(() => expect(table).toHaveTextContent('¥21,010.00'));
    await expect(table).toHaveTextContent('10.000（2026-03-12）');
    await expect(table).toHaveTextContent('已售罄');
    await expect(canvas.queryByRole('button', { name: /^加入购物车 5052-H32/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `再次询价 ${OFTEN}` }));
    await expect(loaded.env.navigations.at(-1)).toBe('/home/modelDemand/query?batchIds=1207');
    await userEvent.click(canvas.getByRole('button', { name: `加入购物车 ${OFTEN}` }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '已加入购物车 10.000 吨',
      }),
    );
  },
});

/** Nothing bought yet. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(inquiryExtraHandlers.repeatBuyEmpty);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('暂无购买记录，下单后常购的商品会显示在这里'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(repeatBuyPaths.list));

export const ServerError = meta.story(
  failingPage(repeatBuyPaths.list, 500, '服务器繁忙', { msg: '服务器繁忙', retry: true }),
);

/** An uncertified buyer sees the prices as '-' and the way to certification. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '常购商品' });
    await waitFor(() => expect(table).toHaveTextContent('6063-T5 铝板'));
    await expect(table).not.toHaveTextContent('¥');
    await expect(canvas.getByText(/完成企业认证后查看实时价格/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toBeVisible();
  },
});
