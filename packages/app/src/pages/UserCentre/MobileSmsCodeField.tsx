import { forwardRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { SmsType } from '@mall/domain/contract';
import { SmsCodeField, type SmsCodeFieldProps } from '@mall/ui';
import { useSmsCountdown } from '../Gateway/shared/useSmsCountdown.ts';

type MobileSmsCodeFieldProps = Omit<
  SmsCodeFieldProps,
  'label' | 'buttonLabel' | 'canSend' | 'sending' | 'onSend'
> & {
  /** The form's mobile number once it is valid (its own field says why not), else null. */
  mobile: () => Promise<string | null>;
  /** Which code the mall sends. */
  smsType: SmsType;
};

/**
 * 短信验证码 of a user-centre form with a mobile field: 获取验证码 checks the number first, then
 * sends it the code and counts down 60 s.
 */
export const MobileSmsCodeField = observer(
  forwardRef<HTMLInputElement, MobileSmsCodeFieldProps>(function MobileSmsCodeField(
    { mobile, smsType, ...props },
    ref,
  ) {
    const countdown = useSmsCountdown();
    return (
      <SmsCodeField
        ref={ref}
        label="短信验证码"
        required
        placeholder="6 位数字"
        inputMode="numeric"
        buttonLabel={countdown.label}
        canSend={countdown.canSend}
        sending={countdown.sending}
        onSend={() =>
          void mobile().then((number) => number !== null && countdown.send(number, smsType))
        }
        {...props}
      />
    );
  }),
);
