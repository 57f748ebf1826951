import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { CartTabs } from './CartTabs.tsx';

const meta = preview.meta({
  title: 'Components/CartTabs',
  component: CartTabs,
  args: {
    items: [
      { value: 'cash', label: '现款', count: 2 },
      { value: 'sold', label: '已售', count: 0 },
      { value: 'spot', label: '现货', count: 5 },
    ],
    value: 'spot',
    onValueChange: fn(),
    children: '购物车商品',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CartTabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
});

/** Each type with its count; 0 shows as (0); arrow keys move between the types. */
export const Loaded = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: '购物车类型' })).toBeVisible();
    const spot = canvas.getByRole('tab', { name: '现货(5)' });
    await expect(spot).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '已售(0)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '现款(2)' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cash');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '已售(0)' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sold');
  },
});

/** An empty cart: every count is 0. */
export const AllEmpty = meta.story({
  args: {
    items: [
      { value: 'cash', label: '现款', count: 0 },
      { value: 'sold', label: '已售', count: 0 },
      { value: 'spot', label: '现货', count: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent?.trim())).toEqual([
      '现款(0)',
      '已售(0)',
      '现货(0)',
    ]);
  },
});
