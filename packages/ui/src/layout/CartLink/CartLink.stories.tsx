import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CartLink } from './CartLink.tsx';

const meta = preview.meta({
  title: 'Components/CartLink',
  component: CartLink,
  args: { count: 5 },
});

export const WithGoods = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '购物车，5 件商品' });
    await expect(link).toHaveAttribute('href', '#/home/modelShoppingCart/list');
    await expect(link).toHaveTextContent('购物车5');
  },
});

export const Empty = meta.story({
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '购物车，0 件商品' })).toHaveTextContent(
      /^购物车$/,
    );
  },
});

export const Many = meta.story({
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '购物车，99+ 件商品' })).toHaveTextContent('99+');
  },
});
