import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/index.ts';
import { AuthPanel } from './AuthPanel.tsx';

const meta = preview.meta({
  title: 'Components/Layout/AuthPanel',
  component: AuthPanel,
  args: {
    title: '账号登录',
    onSubmit: fn((event) => event.preventDefault()),
    children: (
      <Button type="submit" variant="primary" block>
        登录
      </Button>
    ),
    footer: (
      <>
        <a href="#/gateway/forgetPassword">忘记密码</a>
        <a href="#/gateway/register">免费注册</a>
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 352 }}>
      <AuthPanel {...args} />
    </div>
  ),
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: '账号登录' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
});
