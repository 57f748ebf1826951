import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { QrLoginPanel } from './QrLoginPanel.tsx';

const meta = preview.meta({
  title: 'Components/QrLoginPanel',
  component: QrLoginPanel,
  args: {
    status: 'waiting' as const,
    content: 'https://mall.example.com/qr-login?uuid=6f1c2a9e-0b7d-4c55-9a1e-3d2f8b7c4e10',
    onRefresh: fn(),
  },
  decorators: [(Story) => <div style={{ width: 352 }}>{Story()}</div>],
});

/** The code is being made: a grey block stands in for it. */
export const Loading = meta.story({
  args: { status: 'loading', content: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在生成二维码…');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

export const Waiting = meta.story({
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: '登录二维码' });
    await expect(code).toBeVisible();
    await expect(code.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvas.getByRole('status')).toHaveTextContent('请使用铝材商城 App 扫码登录');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** Scanned on the phone: the code is dimmed under a check mark until the buyer confirms. */
export const Scanned = meta.story({
  args: { status: 'scanned' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('扫码成功，请在手机上确认登录');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** The caller may word the line itself: here the phone has confirmed and the login runs. */
export const Confirmed = meta.story({
  args: { status: 'scanned', message: '已确认，正在登录…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已确认，正在登录…');
    await expect(canvas.getByRole('img', { name: '登录二维码' })).toBeVisible();
  },
});

export const Expired = meta.story({
  args: { status: 'expired' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('二维码已失效');
    const refresh = canvas.getByRole('button', { name: '刷新二维码' });
    await userEvent.tab();
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
});

/** The code could not be fetched: the client's message, and another try. */
export const Failed = meta.story({
  args: { status: 'error', content: undefined, message: '网络异常，请稍后重试' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('网络异常，请稍后重试');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '刷新二维码' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
});
