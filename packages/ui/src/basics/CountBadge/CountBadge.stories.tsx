import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CountBadge } from './CountBadge.tsx';

const meta = preview.meta({
  title: 'Components/CountBadge',
  component: CountBadge,
  args: { count: 7 },
});

/** A count as it is. */
export const Count = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7')).toBeVisible();
  },
});

/** Above 99 it reads 99+. */
export const OverNinetyNine = meta.story({
  args: { count: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
});

/** Nothing at all at 0. */
export const Zero = meta.story({
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
});
