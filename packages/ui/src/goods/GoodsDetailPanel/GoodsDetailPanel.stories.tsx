import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { certifyHref, foilGoods, plateGoods } from '../GoodsSpec/fixtures.ts';
import { GoodsDetailPanel } from './GoodsDetailPanel.tsx';

const meta = preview.meta({
  title: 'Components/GoodsDetailPanel',
  component: GoodsDetailPanel,
  args: {
    status: 'ready' as const,
    goods: plateGoods,
    certified: true,
    certifyHref,
    quantity: '',
    onQuantityChange: fn(),
    onAddToCart: fn(),
    onInquire: fn(),
    onRetry: fn(),
    searchHref: '#/home/modelStore/search',
  },
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    const [adding, setAdding] = useState(args.adding);
    return (
      <div style={{ maxWidth: 940 }}>
        <GoodsDetailPanel
          {...args}
          quantity={quantity}
          adding={adding}
          onQuantityChange={(text) => {
            setQuantity(text);
            args.onQuantityChange(text);
          }}
          onAddToCart={() => {
            // As the store does: the flag goes up at once, so a second press is refused.
            setAdding(true);
            args.onAddToCart();
          }}
        />
      </div>
    );
  },
});

/** The specification, stock and price; a quantity and 加入购物车, which spins and cannot be pressed twice. */
export const Loaded = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '铝板 6061-T6' })).toBeVisible();
    await expect(canvas.getByText('厚度').nextElementSibling).toHaveTextContent('2.0mm');
    await expect(canvas.getByText('长度').nextElementSibling).toHaveTextContent('2440mm');
    await expect(canvas.getByText('库存').nextElementSibling).toHaveTextContent('12.500吨');
    await expect(canvas.getByText('¥21,350.00')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '采购数量' }), '5.5');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('5.5');
    const add = canvas.getByRole('button', { name: '加入购物车' });
    await userEvent.dblClick(add);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '发起询价' }));
    await expect(args.onInquire).toHaveBeenCalledTimes(1);
  },
});

/** Enter in the quantity field adds to the cart too. */
export const AddWithEnter = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '采购数量' }), '2{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
});

/** The app's message shows under the field; what was typed stays. */
export const QuantityError = meta.story({
  args: { quantity: '12.3456', quantityError: '采购数量最多保留 3 位小数' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '采购数量' });
    await expect(field).toHaveValue('12.3456');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('采购数量最多保留 3 位小数');
  },
});

/** While the request is in flight the button spins and presses are ignored. */
export const Adding = meta.story({
  args: { quantity: '5.000', adding: true },
  play: async ({ args, canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: '加入购物车' });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await userEvent.type(canvas.getByRole('textbox', { name: '采购数量' }), '{Enter}');
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
});

/** A sold-out batch: 已售罄, no quantity, 加入购物车 disabled, 发起询价 still open. */
export const SoldOut = meta.story({
  args: { goods: foilGoods },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('已售罄')).toBeVisible();
    await expect(canvas.getByText('该批次已售罄，可发起询价')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '采购数量' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '发起询价' }));
    await expect(args.onInquire).toHaveBeenCalledTimes(1);
  },
});

/** Uncertified buyer: 去认证 in place of the price. */
export const Uncertified = meta.story({
  args: { goods: { ...plateGoods, price: '-' }, certified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute('href', certifyHref);
    await expect(canvas.queryByText('¥21,350.00')).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({
  args: { status: 'loading' as const, goods: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const NotFound = meta.story({
  args: { status: 'notFound' as const, goods: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('商品不存在或已下架')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回现货商城' })).toHaveAttribute(
      'href',
      '#/home/modelStore/search',
    );
  },
});

export const ServerError = meta.story({
  args: { status: 'error' as const, goods: undefined, errorMessage: '服务器错误' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器错误');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
