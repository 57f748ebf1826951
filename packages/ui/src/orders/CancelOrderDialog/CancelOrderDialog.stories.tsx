import { expect, fn, screen, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';

const meta = preview.meta({
  title: 'Components/CancelOrderDialog',
  component: CancelOrderDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    orderNo: 'DD20260318021001',
    reasons: [
      { id: 1, reason: '计划有变，暂不采购' },
      { id: 2, reason: '价格或交期不合适' },
      { id: 3, reason: '规格或数量下错了' },
    ],
    onConfirm: fn(),
  },
});

const dialog = () => screen.findByRole('dialog', { name: '取消订单' });

/** A reason is required; the remark is optional. */
export const Open = meta.story({
  play: async ({ args, userEvent }) => {
    const body = within(await dialog());
    await expect(body.getByText('订单号：DD20260318021001')).toBeVisible();
    await userEvent.click(body.getByRole('radio', { name: '价格或交期不合适' }));
    await userEvent.type(body.getByRole('textbox', { name: '备注' }), '交期太长');
    await userEvent.click(body.getByRole('button', { name: '确定取消' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reasonId: 2, remark: '交期太长' });
  },
});

/** Without a reason: 请选择取消原因 at the field, nothing sent. */
export const MissingReason = meta.story({
  play: async ({ args, userEvent }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: '确定取消' }));
    await expect(body.getByText('请选择取消原因')).toBeVisible();
    await expect(body.getByRole('radiogroup', { name: '取消原因' })).toHaveAccessibleDescription(
      '请选择取消原因',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const LoadingReasons = meta.story({
  args: { loadingReasons: true, reasons: [] },
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent('加载中');
  },
});

/** The reasons could not be loaded: the message with 重试, and 确定取消 sends nothing. */
export const ReasonsFailed = meta.story({
  args: { reasons: [], reasonsError: '网络连接异常，请检查网络后重试', onRetryReasons: fn() },
  play: async ({ args, userEvent }) => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(
      '取消原因加载失败：网络连接异常，请检查网络后重试',
    );
    await userEvent.click(body.getByRole('button', { name: '确定取消' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: '重试' }));
    await expect(args.onRetryReasons).toHaveBeenCalledOnce();
  },
});

/** In flight: 确定取消 is busy (it refuses clicks) and 取消 off. */
export const Pending = meta.story({
  args: { pending: true },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('button', { name: /确定取消/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(body.getByRole('button', { name: '取消' })).toBeDisabled();
  },
});

/** The server refused: its message shows in the dialog. */
export const Failed = meta.story({
  args: { error: '订单已开始生产，无法取消' },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      '订单已开始生产，无法取消',
    );
  },
});
