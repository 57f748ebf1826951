import { expect, waitFor, within } from 'storybook/test';
import { afterSalePaths } from '@mall/domain/contract/afterSales';
import { callsTo, createAfterSaleServer } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  failingPage,
  field,
  loadingPage,
  orderStories,
  settled,
  type AppLoaded,
} from '@mall/app/testing';
import { AfterSalesPage } from './AfterSalesPage.tsx';

const page = orderStories(createAfterSaleServer);
const p = afterSalePaths;

const meta = preview.meta({
  title: '页面/售后服务/售后申请 — AfterSalesPage',
  component: AfterSalesPage,
  ...page.meta('/center/orderAfterSales'),
});

const body = () => within(document.body);

/** Every application with its number, kind and status; the tabs count theirs; page 1 of 10;
 * 申请售后 opens 新建售后 to pick an order. */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const table = await canvas.findByRole('table', { name: '售后申请' });
    await expect(await within(table).findByText('SH202611207001')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tab', { name: /待处理/ })).toHaveTextContent('4'));
    await expect(canvas.getByRole('button', { name: '取消申请 SH202611207001' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '申请售后' })).toHaveAttribute(
      'href',
      '#/center/orderAfterSales/add',
    );
    await expect(callsTo(page.serverOf(loaded).requests, p.list)[0]?.url.search).toBe(
      '?pageNum=1&pageSize=10',
    );
  },
});

/** A tab shows its statuses from page 1; the search finds by order or application number. */
export const TabAndSearch = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByText('SH202611207001');
    await userEvent.click(canvas.getByRole('tab', { name: /已结束/ }));
    await expect(await canvas.findByText('SH202611207004')).toBeVisible();
    await expect(canvas.queryByText('SH202611207001')).not.toBeInTheDocument();
    await userEvent.type(field(canvas, '订单号/售后单号'), '7009');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('SH202611207009')).toBeVisible();
    await expect(canvas.queryByText('SH202611207004')).not.toBeInTheDocument();
    await expect(callsTo(page.serverOf(loaded).requests, p.list).at(-1)?.url.search).toBe(
      '?tab=finished&keyword=7009&pageNum=1&pageSize=10',
    );
  },
});

/** A search that finds nothing says so and offers 清空筛选, which empties it: all rows again. */
export const FilteredEmpty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('SH202611207001');
    await userEvent.type(field(canvas, '订单号/售后单号'), '不存在的单号');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合筛选条件的售后申请')).toBeVisible();
    await expect(canvas.queryByText('暂无售后申请')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await expect(await canvas.findByText('SH202611207001')).toBeVisible();
    await expect(field(canvas, '订单号/售后单号')).toHaveValue('');
  },
});

/** 取消申请 after its confirm; 查看详情 opens the kind's detail route. */
export const CancelAndOpen = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消申请 SH202611207001' }));
    await userEvent.click(
      within(body().getByRole('alertdialog')).getByRole('button', { name: '取消申请' }),
    );
    await expect(await canvas.findByRole('row', { name: /SH202611207001.*已取消/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看详情 SH202611207006' }));
    const { env } = loaded as unknown as AppLoaded;
    await expect(env.navigations.at(-1)).toBe('/center/orderAfterSales/details?id=7006');
    await settled();
  },
});

/** An employee: no 取消申请 anywhere. */
export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await canvas.findByText('SH202611207001');
    await expect(canvas.queryByRole('button', { name: /^取消申请/ })).not.toBeInTheDocument();
  },
});

/** No application yet: the way to 全部订单. */
export const Empty = meta.story({
  ...page.withServer({ sales: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无售后申请')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去全部订单申请售后' })).toBeVisible();
  },
});

export const Loading = meta.story({ ...loadingPage(p.list) });

export const ServerError = meta.story({
  ...failingPage(p.list, 500, '服务器开小差了', { msg: '服务器开小差了', retry: true }),
});

/** An uncertified company: why, and 去认证; no after-sales call. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('完成企业认证后即可申请和查看售后')).toBeVisible();
    await expect(page.serverOf(loaded).requests).toEqual([]);
  },
});
