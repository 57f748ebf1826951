import { useState, type ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Input } from '../../basics/Input/Input.tsx';
import { PasswordField } from '../../basics/PasswordField/PasswordField.tsx';
import { QrLoginPanel } from '../QrLoginPanel/QrLoginPanel.tsx';
import { SmsCodeField } from '../SmsCodeField/SmsCodeField.tsx';
import { LoginMethodTabs } from './LoginMethodTabs.tsx';

const Stack = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>{children}</div>
);

const phone = <Input label="手机号" required inputMode="numeric" placeholder="请输入手机号" />;

/** The password input by its label (*密码), not the 显示密码 toggle. */
const passwordInput = { exact: false, selector: 'input' };

const meta = preview.meta({
  title: 'Components/LoginMethodTabs',
  component: LoginMethodTabs,
  args: {
    value: 'password' as const,
    onValueChange: fn(),
    password: (
      <Stack>
        {phone}
        <PasswordField label="密码" required placeholder="请输入密码" />
        <Button variant="primary" size="lg" block>
          登录
        </Button>
      </Stack>
    ),
    sms: (
      <Stack>
        {phone}
        <SmsCodeField required buttonLabel="获取验证码" canSend onSend={fn()} />
        <Button variant="primary" size="lg" block>
          登录
        </Button>
      </Stack>
    ),
    qr: (
      <QrLoginPanel
        status="waiting"
        content="https://mall.example.com/qr-login?uuid=6f1c2a9e-0b7d-4c55-9a1e-3d2f8b7c4e10"
        onRefresh={fn()}
      />
    ),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const handleValueChange = (next: typeof value) => {
      setValue(next);
      args.onValueChange(next);
    };
    return (
      <div style={{ width: 352 }}>
        <LoginMethodTabs {...args} value={value} onValueChange={handleValueChange} />
      </div>
    );
  },
});

/** Password login is the first way in; a click or the arrow keys pick another. */
export const Password = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: '登录方式' })).toBeVisible();
    const password = canvas.getByRole('tab', { name: '密码登录' });
    await expect(password).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '密码登录' })).toContainElement(
      canvas.getByLabelText('密码', passwordInput),
    );

    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sms');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeVisible();
    await expect(canvas.getByLabelText('密码', passwordInput)).not.toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '扫码登录' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('qr');
    await expect(canvas.getByRole('img', { name: '登录二维码' })).toBeVisible();

    await userEvent.keyboard('{Home}');
    await expect(password).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('password');
  },
});

export const Sms = meta.story({
  args: { value: 'sms' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '短信登录' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveFocus();
  },
});

export const Qr = meta.story({
  args: { value: 'qr' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: '扫码登录' });
    await expect(panel).toHaveTextContent('请使用铝材商城 App 扫码登录');
    await expect(canvas.getByRole('img', { name: '登录二维码' })).toBeVisible();
  },
});
