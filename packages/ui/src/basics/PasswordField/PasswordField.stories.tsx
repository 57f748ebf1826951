import { useRef } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { PasswordField } from './PasswordField.tsx';

/** The password input by its label (*密码), not the 显示密码 toggle. */
const passwordInput = { exact: false, selector: 'input' };

const meta = preview.meta({
  title: 'Components/PasswordField',
  component: PasswordField,
  args: {
    label: '密码',
    required: true,
    placeholder: '请输入密码',
    autoComplete: 'current-password',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
});

/** Typed characters are hidden until 显示密码 is pressed; pressing it again hides them. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('密码', passwordInput);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, 'Mall@2026');
    await expect(args.onChange).toHaveBeenCalledTimes(9);

    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Mall@2026');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
});

/** The toggle is the next tab stop after the input, and Space flips it. */
export const KeyboardToggle = meta.story({
  args: { defaultValue: 'Mall@2026' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('密码', passwordInput);
    await userEvent.click(input);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const WithError = meta.story({
  args: { defaultValue: '123', error: '密码长度为 8-20 位' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码', passwordInput);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('密码长度为 8-20 位');
    await expect(input).toHaveValue('123');
  },
});

/** A new password on the register page, rated by the caller. */
export const WeakPassword = meta.story({
  args: { label: '设置密码', defaultValue: '12345678', strength: 'weak' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/密码强度/)).toHaveTextContent('密码强度：弱');
  },
});

export const MediumPassword = meta.story({
  args: { label: '设置密码', defaultValue: 'mall2026', strength: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/密码强度/)).toHaveTextContent('密码强度：中');
  },
});

export const StrongPassword = meta.story({
  args: { label: '设置密码', defaultValue: 'Mall@2026#Al', strength: 'strong' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/密码强度/)).toHaveTextContent('密码强度：强');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: 'Mall@2026', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('密码', passwordInput)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
});

/** react-hook-form's `register` hands the field a ref; the ref must reach the `<input>`. */
export const ForwardsRef = meta.story({
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <>
        <PasswordField ref={ref} {...args} />
        <Button onClick={() => ref.current?.focus()}>填写密码</Button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '填写密码' }));
    await expect(canvas.getByLabelText('密码', passwordInput)).toHaveFocus();
  },
});
