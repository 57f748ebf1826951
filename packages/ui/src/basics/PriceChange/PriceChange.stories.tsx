import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { PriceChange } from './PriceChange.tsx';

const meta = preview.meta({
  title: 'Components/PriceChange',
  component: PriceChange,
  args: { change: { text: '+120.00', direction: 'up' as const } },
});

/** A rise, in the price colour. */
export const Up = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+120.00')).toHaveAttribute('data-variant', 'up');
  },
});

/** A fall, in green, with the word before it. */
export const DownWithWord = meta.story({
  args: { change: { text: '-80.00', direction: 'down' }, withWord: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('跌 -80.00')).toHaveAttribute('data-variant', 'down');
  },
});

export const Flat = meta.story({
  args: { change: { text: '0.00', direction: 'flat' }, withWord: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('平 0.00')).toBeVisible();
  },
});
