import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { serverErrorState } from '../../storyStates.ts';
import {
  certifyHref,
  coilGoods,
  foilGoods,
  plateGoods,
  thickPlateGoods,
} from '../../goods/GoodsSpec/fixtures.ts';
import { CartTable, type CartId, type CartRow } from './CartTable.tsx';

/** Cart entries as the domain hands them over: amounts already computed and formatted. */
const plate: CartRow = { ...plateGoods, cartId: 'C1', amount: '¥266,875.00' };
const coil: CartRow = { ...coilGoods, cartId: 'C2', amount: '¥163,840.00' };
const shadow: CartRow = { ...thickPlateGoods, cartId: 'C3', amount: '¥608,880.00', shadow: true };
const foil: CartRow = { ...foilGoods, cartId: 'C4', amount: '¥64,675.00' };

const meta = preview.meta({
  title: 'Components/CartTable',
  component: CartTable,
  args: {
    rows: [plate, coil, shadow],
    soldOutRows: [],
    selectedIds: [] as CartId[],
    onSelectionChange: fn(),
    onDelete: fn(),
    onClearSoldOut: fn(),
    onRetry: fn(),
    certified: true,
    certifyHref,
    shopHref: '#/home/modelStore/search',
  },
  render: function Render(args) {
    const [selectedIds, setSelectedIds] = useState<readonly CartId[]>(args.selectedIds);
    return (
      <div style={{ maxWidth: 940 }}>
        <CartTable
          {...args}
          selectedIds={selectedIds}
          onSelectionChange={(ids) => {
            setSelectedIds(ids);
            args.onSelectionChange(ids);
          }}
        />
      </div>
    );
  },
});

const table = (canvas: { getByRole: typeof screen.getByRole }, name = '购物车商品') =>
  canvas.getByRole('table', { name });

/** Entries with checkboxes: one selected makes 全选 mixed; the shadow entry is greyed and cannot be chosen. */
export const Loaded = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 铝板 6061-T6 佛山仓' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['C1']);
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    const shadowBox = canvas.getByRole('checkbox', { name: '选择 中厚板 5083-H111 上海仓' });
    await expect(shadowBox).toBeDisabled();
    await expect(canvas.getByText('该商品暂不可下单')).toBeVisible();
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['C1', 'C2']);
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await expect(within(table(canvas)).getByText('¥266,875.00')).toBeVisible();
  },
});

/** Every entry that can be ordered is selected; 全选 (Space) clears them all. */
export const AllSelected = meta.story({
  args: { selectedIds: ['C1', 'C2'] },
  play: async ({ args, canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toHaveAttribute('aria-checked', 'true');
    all.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(all).toHaveAttribute('aria-checked', 'false');
  },
});

/** 删除 asks first: 取消 keeps the entry, 确定 removes it. */
export const DeleteAsksFirst = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const remove = canvas.getByRole('button', { name: '删除 铝卷 5052-H32 无锡仓' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription(
      '确定将「铝卷 5052-H32 无锡仓」移出购物车吗？',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith('C2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
});

/** Sold-out entries sit apart under 失效商品, greyed, with 清空失效商品 (asked first). */
export const WithSoldOut = meta.story({
  args: { soldOutRows: [foil] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '失效商品（1）' })).toBeVisible();
    const soldOut = table(canvas, '失效商品');
    await expect(within(soldOut).getByText('已售罄')).toBeVisible();
    await expect(within(soldOut).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '清空失效商品' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription('确定清空全部失效商品吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onClearSoldOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
});

/** Uncertified buyer: 去认证 in place of each unit price; amounts come masked as '-'. */
export const Uncertified = meta.story({
  args: {
    certified: false,
    rows: [plate, coil].map((row) => ({ ...row, price: '-', amount: '-' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: '去认证' })).toHaveLength(2);
  },
});

export const Loading = meta.story({
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
});

/** An empty cart: 购物车空空如也 and 去逛逛. */
export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('购物车空空如也')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛' })).toHaveAttribute(
      'href',
      '#/home/modelStore/search',
    );
  },
});

export const ServerError = meta.story(serverErrorState);
