import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { sampleMessages, sampleMessageTypes } from '../MessageList/fixtures.ts';
import { MessageCenterDialog } from './MessageCenterDialog.tsx';

const meta = preview.meta({
  title: 'Components/MessageCenterDialog',
  component: MessageCenterDialog,
  args: {
    defaultOpen: true,
    types: sampleMessageTypes,
    typeId: 1,
    messages: sampleMessages,
    total: 36,
    pageNum: 1,
    customerService: <p>客服会话窗口</p>,
    onTypeChange: fn(),
    onPageChange: fn(),
    onOpenMessage: fn(),
    onMarkAllRead: fn(),
    onOpenSettings: fn(),
    onRetry: fn(),
    onOpenChange: fn(),
  },
  render: function Render(args) {
    const [typeId, setTypeId] = useState(args.typeId);
    const [pageNum, setPageNum] = useState(args.pageNum);
    return (
      <MessageCenterDialog
        {...args}
        typeId={typeId}
        pageNum={pageNum}
        onTypeChange={(next) => {
          setTypeId(next);
          setPageNum(1);
          args.onTypeChange(next);
        }}
        onPageChange={(next) => {
          setPageNum(next);
          args.onPageChange(next);
        }}
      />
    );
  },
});

const findDialog = () => screen.findByRole('dialog', { name: '消息中心' });

/** The customer-service tab comes first; tabs carry unread counts; the list pages by 10. */
export const Default = meta.story({
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog());
    const tabs = dialog.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs[0]).toBe('客服消息 3');
    await expect(dialog.getByRole('tab', { name: '系统通知 99+' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: '订单消息 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByText('共 36 条')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(dialog.getByRole('button', { name: '未读 订单已发货' }));
    await expect(args.onOpenMessage).toHaveBeenLastCalledWith(101);

    await userEvent.click(dialog.getByRole('button', { name: '全部已读' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: '消息设置' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);

    await userEvent.click(dialog.getByRole('tab', { name: '财务消息 1' }));
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(3);
    await expect(dialog.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/** Home reaches the customer-service tab, which shows the chat slot instead of the list; over 4 tabs the bar scrolls. */
export const CustomerService = meta.story({
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog());
    const selected = dialog.getByRole('tab', { name: '订单消息 2' });
    selected.focus();
    await userEvent.keyboard('{Home}');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(-1);
    await expect(dialog.getByText('客服会话窗口')).toBeVisible();
    await expect(dialog.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('tablist').parentElement).toHaveAttribute(
      'data-scrollable',
      'true',
    );
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('status')).toHaveTextContent('加载中');
    await expect(dialog.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  },
});

export const NoMessages = meta.story({
  args: {
    messages: [],
    total: 0,
    types: [
      { typeId: 1, title: '订单消息', unreadCount: 0 },
      { typeId: -1, title: '客服消息', unreadCount: 0 },
    ],
  },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByText('暂无消息')).toBeVisible();
    await expect(dialog.getByRole('tablist').parentElement).toHaveAttribute(
      'data-scrollable',
      'false',
    );
  },
});

export const LoadFailed = meta.story({
  args: { error: '网络异常，请稍后重试' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await findDialog());
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Opened from the bell; Esc closes it and gives the focus back. */
export const FromTrigger = meta.story({
  args: { defaultOpen: false, trigger: <Button>消息中心</Button> },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '消息中心' });
    await userEvent.click(trigger);
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
});
