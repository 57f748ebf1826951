import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { theme } from '../../theme/theme.ts';
import { Currency } from './Currency.tsx';

const meta = preview.meta({
  title: 'Components/Currency',
  component: Currency,
  args: { children: '¥18,320.00' },
});

/** Hex to the rgb() form the browser reports. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

export const Default = meta.story({
  play: async ({ canvas }) => {
    const price = canvas.getByText('¥18,320.00');
    await expect(price).toHaveStyle({
      color: rgb(theme.color.price),
      fontVariantNumeric: 'tabular-nums',
    });
  },
});

/** A unit price with its unit, large, as on a product card. */
export const LargeUnitPrice = meta.story({
  args: { size: 'lg', unit: '/吨' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/吨')).toBeVisible();
  },
});

/** Uncertified users see '-' in place of every price; the domain decides, the text is shown as given. */
export const Uncertified = meta.story({
  args: { children: '-' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-')).toHaveStyle({ color: rgb(theme.color.price) });
  },
});

/** In a money column the amount is right-aligned. */
export const RightAligned = meta.story({
  args: { children: '¥1,280,000.00', $align: 'right' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥1,280,000.00')).toHaveStyle({ textAlign: 'right' });
  },
});
