import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { RowLink } from './RowLink.tsx';

const meta = preview.meta({
  title: 'Components/RowLink',
  component: RowLink,
  args: {
    href: '#/center/orderDelivery?orderId=25002',
    'aria-label': '申请发货 DD20260316025002',
    children: '申请发货',
  },
});

/** Named with its row, in the rows' small text. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '申请发货 DD20260316025002' });
    await expect(link).toHaveTextContent('申请发货');
    await expect(link).toHaveStyle({ fontSize: '12px' });
  },
});
