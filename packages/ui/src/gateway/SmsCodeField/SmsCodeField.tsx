import { forwardRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Input, type InputProps } from '../../basics/Input/Input.tsx';
import { space } from '../../theme/index.ts';

export interface SmsCodeFieldProps extends Omit<InputProps, 'suffix'> {
  /** Text of the send button: 获取验证码, or the countdown, e.g. 56 秒后重发. */
  buttonLabel: string;
  /** Whether a code may be asked for now; false during the countdown. */
  canSend: boolean;
  /** A code request is in flight: the send button spins and cannot be pressed. */
  sending?: boolean;
  /** Asks for a code to be sent by SMS. */
  onSend: () => void;
}

const SendButton = styled(Button)`
  && {
    min-width: 96px;
    margin-right: -${space(3)};
    padding: 0 ${space(3)};
    border-left: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 0;
    font-variant-numeric: tabular-nums;
  }
  &&:hover:not(:disabled) {
    text-decoration: none;
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

/**
 * The 6-digit SMS code field with its send button on the right. The caller runs the countdown
 * and passes the button's text. The ref reaches the `<input>`, so react-hook-form's `register`
 * works.
 */
export const SmsCodeField = forwardRef<HTMLInputElement, SmsCodeFieldProps>(function SmsCodeField(
  { buttonLabel, canSend, sending = false, onSend, label = '验证码', disabled, ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="请输入 6 位验证码"
      disabled={disabled}
      suffix={
        <SendButton
          variant="text"
          size="sm"
          loading={sending}
          disabled={disabled || sending || !canSend}
          onClick={onSend}
        >
          {buttonLabel}
        </SendButton>
      }
      {...rest}
    />
  );
});
