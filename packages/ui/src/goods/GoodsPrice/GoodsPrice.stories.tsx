import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { certifyHref } from '../GoodsSpec/fixtures.ts';
import { GoodsPrice } from './GoodsPrice.tsx';

const meta = preview.meta({
  title: 'Components/GoodsPrice',
  component: GoodsPrice,
  args: { price: '¥21,350.00', certified: true, unit: '元/吨' },
});

export const Certified = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥21,350.00')).toBeVisible();
    await expect(canvas.getByText('元/吨')).toBeVisible();
  },
});

/** Uncertified buyer: 去认证 in the price's place, leading to company certification. */
export const Uncertified = meta.story({
  args: { price: '-', certified: false, certifyHref },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute('href', certifyHref);
    await expect(canvas.getByText('-')).not.toBeVisible();
  },
});

/** A visitor has no company to certify: the price reads '-' as the domain formatted it. */
export const Visitor = meta.story({
  args: { price: '-', certified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
});

export const Headline = meta.story({
  args: { size: 'lg' as const },
});
