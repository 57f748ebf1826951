import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { MessageTrigger } from '../../layout/MessageTrigger/MessageTrigger.tsx';
import { sampleMessages, sampleMessageTypes } from '../MessageList/fixtures.ts';
import { MessageDropdown } from './MessageDropdown.tsx';

const meta = preview.meta({
  title: 'Components/MessageDropdown',
  component: MessageDropdown,
  args: {
    trigger: <MessageTrigger unread={2} />,
    messages: sampleMessages,
    onOpenMessage: fn(),
    onMarkAllRead: fn(),
    onViewAll: fn(),
    onRetry: fn(),
    onOpenChange: fn(),
  },
  // The drop-down hangs under the bell at the right of the header.
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 600, padding: 16 }}>
      <MessageDropdown {...args} />
    </div>
  ),
});

const findDropdown = async () => within(await screen.findByRole('dialog', { name: '最新消息' }));

/** The latest 5 messages; opening one or 查看全部消息 closes the drop-down. */
export const Latest = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /^消息中心/ });
    await userEvent.click(trigger);
    let dropdown = await findDropdown();
    await expect(dropdown.getAllByRole('listitem')).toHaveLength(5);
    await expect(dropdown.queryByText('售后申请已受理')).not.toBeInTheDocument();

    await userEvent.click(dropdown.getByRole('button', { name: '全部已读' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);

    await userEvent.click(dropdown.getByRole('button', { name: '未读 订单已发货' }));
    await expect(args.onOpenMessage).toHaveBeenLastCalledWith(101);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await findDropdown();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    dropdown = await findDropdown();
    await userEvent.click(dropdown.getByRole('button', { name: '查看全部消息' }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
});

/** Open, as the screenshot shows it. */
export const Open = meta.story({
  args: { open: true },
  play: async () => {
    const dropdown = await findDropdown();
    await expect(dropdown.getByRole('button', { name: '查看全部消息' })).toBeVisible();
  },
});

export const NoNewMessages = meta.story({
  args: { open: true, messages: [], trigger: <MessageTrigger unread={0} /> },
  play: async () => {
    const dropdown = await findDropdown();
    await expect(dropdown.getByText('暂无新消息')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { open: true, loading: true },
  play: async () => {
    const dropdown = await findDropdown();
    await expect(dropdown.getByRole('status')).toHaveTextContent('加载中');
  },
});

export const LoadFailed = meta.story({
  args: { open: true, error: '网络异常，请稍后重试' },
  play: async ({ args, userEvent }) => {
    const dropdown = await findDropdown();
    await userEvent.click(dropdown.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Type tabs after 全部: the one chosen is selected, and picking another reports its typeId. */
export const TypeTabs = meta.story({
  args: {
    open: true,
    types: sampleMessageTypes.slice(0, 3),
    typeId: 3,
    onTypeChange: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dropdown = await findDropdown();
    await expect(
      dropdown.getAllByRole('tab').map((tab) => [tab.textContent?.trim(), tab.ariaSelected]),
    ).toEqual([
      ['全部', 'false'],
      ['订单消息', 'false'],
      ['物流消息', 'false'],
      ['财务消息', 'true'],
    ]);
    await userEvent.click(dropdown.getByRole('tab', { name: '全部' }));
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(dropdown.getByRole('tab', { name: '订单消息' }));
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(1);
  },
});
