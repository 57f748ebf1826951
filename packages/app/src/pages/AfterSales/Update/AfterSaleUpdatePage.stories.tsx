import { expect, waitFor } from 'storybook/test';
import { afterSalePaths } from '@mall/domain/contract/afterSales';
import { callsTo, createAfterSaleServer } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories, type AppLoaded } from '@mall/app/testing';
import { AfterSaleUpdatePage } from './AfterSaleUpdatePage.tsx';

const page = orderStories(createAfterSaleServer);
const p = afterSalePaths;

const meta = preview.meta({
  title: '页面/售后服务/修改售后 — AfterSaleUpdatePage',
  component: AfterSaleUpdatePage,
  ...page.meta('/center/orderAfterSales/update?id=7002'),
});

/**
 * The application as sent, with the mall's request; 保存修改 sends it back (PUT, with an
 * Idempotency-Key) to 待审核.
 */
export const Edit = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('商城修改意见：请补充问题部位的近照')).toBeVisible();
    const amount = field(canvas, '申请金额');
    await expect(amount).toHaveValue('3000.00');
    await expect(field(canvas, '6061-T6 铝板 件数')).toHaveValue('10');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    const { env } = loaded as unknown as AppLoaded;
    await waitFor(() =>
      expect(env.navigations.at(-1)).toBe('/center/orderAfterSales/detailRefundOnly?id=7002'),
    );
    // The path's GET is the application itself; the PUT is the update.
    const calls = callsTo(page.serverOf(loaded).requests, `${p.apply}/7002`);
    const sent = calls.find((call) => call.method === 'PUT');
    await expect(calls.filter((call) => call.method !== 'GET')).toEqual([sent]);
    await expect(sent?.body).toMatchObject({ amount: '2000', kind: 'refundOnly' });
    await expect(sent?.idempotencyKey).toMatch(/\S{8,}/);
  },
});

export const ServerError = meta.story({
  ...failingPage(p.applyInfo, 500, '服务器开小差了', { msg: '服务器开小差了', retry: true }),
});

export const Loading = meta.story({ ...loadingPage(p.applyInfo) });

/** An uncertified company: why, and 去认证; the application is not asked for. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('完成企业认证后即可申请和查看售后')).toBeVisible();
    await expect(page.serverOf(loaded).requests).toEqual([]);
  },
});
