import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { GoodsAttribute } from './GoodsAttribute.tsx';

const meta = preview.meta({
  title: 'Components/GoodsAttribute',
  component: GoodsAttribute,
  args: { children: '佛山仓/阳极氧化/覆膜' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('佛山仓/阳极氧化/覆膜')).toBeVisible();
  },
});

/** Too long for its column: cut with an ellipsis, the whole text in the tooltip. */
export const Truncated = meta.story({
  args: { children: '无锡仓/拉丝/氟碳喷涂/PE保护膜/双面覆膜' },
  decorators: [(Story) => <div style={{ width: 140 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const text = canvas.getByText('无锡仓/拉丝/氟碳喷涂/PE保护膜/双面覆膜');
    await expect(text).toHaveAttribute('title', '无锡仓/拉丝/氟碳喷涂/PE保护膜/双面覆膜');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
});
