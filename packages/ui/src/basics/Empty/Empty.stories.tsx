import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Empty } from './Empty.tsx';

const onShop = fn();

const meta = preview.meta({
  title: 'Components/Empty',
  component: Empty,
  args: { description: '暂无订单' },
});

export const WithAction = meta.story({
  args: {
    action: (
      <Button variant="primary" onClick={onShop}>
        去逛逛现货商城
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去逛逛现货商城' }));
    await expect(onShop).toHaveBeenCalledTimes(1);
  },
});

export const TextOnly = meta.story({
  args: { description: '暂无消息' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无消息')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});
