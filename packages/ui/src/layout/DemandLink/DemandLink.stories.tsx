import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { DemandLink } from './DemandLink.tsx';

const meta = preview.meta({
  title: 'Components/DemandLink',
  component: DemandLink,
  args: { count: 2, href: '#/center/orderToBeSubmit' },
});

/** Two quoted orders to submit: the badge and the link to 待提交. */
export const WithOrders = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '需求待办，2 个报价订单待提交' });
    await expect(link).toHaveAttribute('href', '#/center/orderToBeSubmit');
    await expect(link).toHaveTextContent('需求待办2');
  },
});
