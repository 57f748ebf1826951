import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { ResultPanel } from './ResultPanel.tsx';

const meta = preview.meta({
  title: 'Components/ResultPanel',
  component: ResultPanel,
  args: { status: 'loading' as const, title: '正在登录…' },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
});

/** A third-party callback page while the login is checked. */
export const Loading = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在登录…');
  },
});

export const Success = meta.story({
  args: { status: 'success', title: '登录成功', description: '正在跳转到首页' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('登录成功正在跳转到首页');
  },
});

const onBack = fn();

/** The provider refused or the check failed: the message and the way back. */
export const Failed = meta.story({
  args: {
    status: 'error',
    title: '授权失败，请重试',
    description: '微信授权已过期',
    action: (
      <Button variant="primary" onClick={onBack}>
        返回登录
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onBack.mockClear();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('授权失败，请重试');
    await expect(alert).toHaveTextContent('微信授权已过期');
    await userEvent.click(canvas.getByRole('button', { name: '返回登录' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
});
