import { forwardRef, type ReactNode, type RefAttributes } from 'react';
import { observer } from 'mobx-react-lite';
import type { SmsCountdown } from '@mall/domain';
import {
  Button,
  Input,
  PasswordField,
  SmsCodeField,
  type InputProps,
  type PasswordFieldProps,
  type SmsCodeFieldProps,
} from '@mall/ui';

/** The mobile number of every gateway form: 11 digits, numeric keyboard. */
export const MobileInput = forwardRef<HTMLInputElement, InputProps>(
  function MobileInput(props, ref) {
    return (
      <Input
        ref={ref}
        label="手机号"
        required
        autoComplete="username"
        inputMode="numeric"
        maxLength={11}
        placeholder="请输入手机号"
        {...props}
      />
    );
  },
);

type SmsInputProps = Omit<SmsCodeFieldProps, 'buttonLabel' | 'canSend' | 'sending'> & {
  /** The form's countdown: it names and enables the send button. */
  countdown: SmsCountdown;
};

/** The 6-digit SMS code with its send button, which counts down 60 s after a send. */
export const SmsInput = observer(
  forwardRef<HTMLInputElement, SmsInputProps>(function SmsInput({ countdown, ...props }, ref) {
    return (
      <SmsCodeField
        ref={ref}
        label="验证码"
        required
        placeholder="6 位数字"
        buttonLabel={countdown.label}
        canSend={countdown.canSend}
        sending={countdown.sending}
        {...props}
      />
    );
  }),
);

/** A new password (8–20 characters with a letter and a digit) and the same again. */
export function NewPasswordFields({
  password,
  confirm,
}: {
  /** The new password's field, registered and with its error; may rename it, e.g. 新密码. */
  password: PasswordFieldProps & RefAttributes<HTMLInputElement>;
  /** The repetition's field, likewise; may reword its placeholder. */
  confirm: PasswordFieldProps & RefAttributes<HTMLInputElement>;
}) {
  return (
    <>
      <PasswordField
        label="密码"
        required
        autoComplete="new-password"
        placeholder="8–20 位，含字母和数字"
        {...password}
      />
      <PasswordField
        label="确认密码"
        required
        autoComplete="new-password"
        placeholder="请再次输入密码"
        {...confirm}
      />
    </>
  );
}

/** The form's one primary action; spins and refuses a second press while in flight. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" block loading={loading}>
      {children}
    </Button>
  );
}
