import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { sampleMessages } from './fixtures.ts';
import { MessageList } from './MessageList.tsx';

const meta = preview.meta({
  title: 'Components/MessageList',
  component: MessageList,
  args: { items: sampleMessages.slice(0, 4), onOpen: fn(), onRetry: fn() },
  render: (args) => (
    <div style={{ width: 720 }}>
      <MessageList {...args} />
    </div>
  ),
});

/** Unread messages carry a 未读 tag and a bold title; a title opens its message. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const unread = canvas.getByRole('button', { name: '未读 订单已发货' });
    await expect(unread).toHaveAttribute('data-unread', 'true');
    await expect(canvas.getAllByText('未读')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '发票已开具' })).toHaveAttribute(
      'data-unread',
      'false',
    );
    await expect(canvas.getByText('DD20261120001').tagName).toBe('STRONG');

    await userEvent.click(unread);
    await expect(args.onOpen).toHaveBeenLastCalledWith(101);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(102);
  },
});

/** The drop-down's tight rows, with each body clamped to two lines. */
export const Compact = meta.story({
  args: { variant: 'compact' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <MessageList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-variant', 'compact');
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const EmptyList = meta.story({
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无消息')).toBeVisible();
  },
});

/** A failed load shows the client's message and 重试. */
export const LoadFailed = meta.story({
  args: { error: '网络异常，请稍后重试' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
