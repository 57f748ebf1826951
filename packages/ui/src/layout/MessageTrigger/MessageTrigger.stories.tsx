import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { MessageTrigger } from './MessageTrigger.tsx';

const meta = preview.meta({
  title: 'Components/MessageTrigger',
  component: MessageTrigger,
  args: { unread: 3, onOpen: fn() },
  // Room for the badge, which sits over the button's top edge.
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
});

export const Unread = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '消息中心，3 条未读' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
});

export const ManyUnread = meta.story({
  args: { unread: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '消息中心，99+ 条未读' })).toHaveTextContent(
      '99+',
    );
  },
});

export const NoUnread = meta.story({
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '消息中心' })).toHaveTextContent('');
  },
});

export const Hidden = meta.story({
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});
