import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { serverErrorState } from '../../storyStates.ts';
import {
  certifyHref,
  detailHref,
  manyGoods,
  maskedGoods,
  sampleGoods,
} from '../GoodsSpec/fixtures.ts';
import { GoodsResultList } from './GoodsResultList.tsx';

const meta = preview.meta({
  title: 'Components/GoodsResultList',
  component: GoodsResultList,
  args: {
    rows: sampleGoods,
    certified: true,
    certifyHref,
    detailHref,
    onAddToCart: fn(),
    onInquire: fn(),
    onRetry: fn(),
    onClearFilters: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 1200 }}>
      <GoodsResultList {...args} />
    </div>
  ),
});

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name) !== null) as HTMLElement;

/** A page of results: figures right-aligned, row actions per batch, keyboard usable. */
export const Loaded = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '商品列表' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['商品', '规格', '仓库', '库存(吨)', '单价(元/吨)', '操作']);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const plate = rowOf(table, '铝板');
    await expect(within(plate).getByText('佛山现货/阳极氧化/覆膜')).toBeVisible();
    await expect(within(plate).getByText('2×1220×2440')).toBeVisible();
    await expect(within(plate).getByRole('cell', { name: '12.500' })).toHaveStyle({
      textAlign: 'right',
    });
    await expect(within(plate).getByText('¥21,350.00')).toBeVisible();
    await expect(within(plate).getByRole('link', { name: '详情' })).toHaveAttribute(
      'href',
      '#/home/modelStore/detail/B20261101001',
    );

    await userEvent.click(within(plate).getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('B20261101001');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInquire).toHaveBeenCalledWith('B20261101001');
  },
});

/** A sold-out batch says 已售罄 and cannot be added; it can still be inquired about. */
export const SoldOut = meta.story({
  args: { rows: sampleGoods.slice(1, 3) },
  play: async ({ args, canvas, userEvent }) => {
    const foil = rowOf(canvas.getByRole('table', { name: '商品列表' }), '铝箔');
    await expect(within(foil).getByText('已售罄')).toBeVisible();
    await expect(within(foil).getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await userEvent.click(within(foil).getByRole('button', { name: '询价' }));
    await expect(args.onInquire).toHaveBeenCalledWith('B20261101003');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
});

/** While one batch is being added its button spins and ignores presses. */
export const Adding = meta.story({
  args: { addingBatchId: 'B20261101002' },
  play: async ({ args, canvas, userEvent }) => {
    const coil = rowOf(canvas.getByRole('table', { name: '商品列表' }), '铝卷');
    const add = within(coil).getByRole('button', { name: '加入购物车' });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
});

/** Uncertified buyer: every price gives way to 去认证, leading to company certification. */
export const Uncertified = meta.story({
  args: { rows: maskedGoods, certified: false },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: '去认证' });
    await expect(links).toHaveLength(maskedGoods.length);
    await expect(links[0]).toHaveAttribute('href', certifyHref);
    await expect(canvas.queryByText('¥21,350.00')).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({
  args: { loading: true, rows: [], skeletonRows: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    const table = canvas.getByRole('table', { name: '商品列表' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  },
});

/** Another page loading: the rows shown stay, the table busy, until the new ones arrive. */
export const Reloading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    const table = canvas.getByRole('table', { name: '商品列表' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('link', { name: '详情' }).length).toBeGreaterThan(0);
  },
});

/** Nothing found: a hint to change the filters and 清空筛选. */
export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('没有找到相关商品')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
});

export const ServerError = meta.story(serverErrorState);

const longList = manyGoods(500);

/** 500 rows: only those in view are rendered, and scrolling brings the last one in. */
export const Virtualised = meta.story({
  args: { rows: longList, $height: 480 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '商品列表' });
    await expect(table).toHaveAttribute('aria-rowcount', '501');
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(40);
    const area = canvas.getByRole('region', { name: '商品列表' });
    // To the very end: the rows measured on the way change the list's height, so the area is
    // scrolled down again until it is at the end with the last row shown.
    await waitFor(() => {
      area.scrollTop = area.scrollHeight;
      expect(area.scrollTop + area.clientHeight).toBeGreaterThanOrEqual(area.scrollHeight - 1);
      expect(within(table).getAllByRole('link', { name: '详情' }).at(-1)).toHaveAttribute(
        'href',
        '#/home/modelStore/detail/B20261100500',
      );
    });
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  },
});
