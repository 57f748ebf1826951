import { useRef } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

const meta = preview.meta({
  title: 'Components/SmsCodeField',
  component: SmsCodeField,
  args: {
    required: true,
    buttonLabel: '获取验证码',
    canSend: true,
    onSend: fn(),
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
});

/** Ready to send: the button asks for a code; the field takes at most 6 digits. */
export const Idle = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '验证码' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('123456');

    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
});

/** The send button is the next tab stop after the field, and Enter presses it. */
export const KeyboardSend = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '验证码' }));
    await userEvent.tab();
    const send = canvas.getByRole('button', { name: '获取验证码' });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
});

/** The request is in flight: the button spins and cannot be pressed again. */
export const Sending = meta.story({
  args: { sending: true },
  play: async ({ args, canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: '获取验证码' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

/** After a code was sent the caller counts down; the button waits until it may send again. */
export const CountingDown = meta.story({
  args: { buttonLabel: '56 秒后重发', canSend: false },
  play: async ({ args, canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: '56 秒后重发' });
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '4826');
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveValue('4826');
  },
});

export const WithError = meta.story({
  args: {
    buttonLabel: '42 秒后重发',
    canSend: false,
    defaultValue: '48a',
    error: '请输入 6 位数字验证码',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '验证码' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入 6 位数字验证码');
    await expect(input).toHaveValue('48a');
  },
});

/** react-hook-form's `register` hands the field a ref; the ref must reach the `<input>`. */
export const ForwardsRef = meta.story({
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <>
        <SmsCodeField ref={ref} {...args} />
        <Button onClick={() => ref.current?.focus()}>填写验证码</Button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '填写验证码' }));
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveFocus();
  },
});
