import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SMS_TYPE, smsLoginQuery, type SmsLoginQuery } from '@mall/domain/contract';
import { AuthPanel } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { MobileInput, SmsInput, SubmitButton } from '../shared/fields.tsx';
import { GatewayLinks } from '../shared/GatewayLinks.tsx';
import { useSmsCountdown } from '../shared/useSmsCountdown.ts';

export interface SmsLoginFormProps {
  /** Where to go after logging in (validated by the session store). */
  redirect?: string;
}

/** 短信登录: a code sent to the number (60 s before it can be sent again), then log in. */
export const SmsLoginForm = observer(function SmsLoginForm({ redirect }: SmsLoginFormProps) {
  const { session } = useStores();
  const countdown = useSmsCountdown();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<SmsLoginQuery>({
    resolver: zodResolver(smsLoginQuery),
    mode: 'onTouched',
    defaultValues: { username: '', sms: '' },
  });

  const handleSend = async () => {
    if (await trigger('username')) await countdown.send(getValues('username'), SMS_TYPE.login);
  };

  return (
    <AuthPanel
      title="短信登录"
      hideTitle
      footer={<GatewayLinks />}
      onSubmit={handleSubmit((values) => session.smsLogin(values, redirect))}
    >
      <MobileInput error={errors.username?.message} {...register('username')} />
      <SmsInput
        countdown={countdown}
        onSend={() => void handleSend()}
        error={errors.sms?.message}
        {...register('sms')}
      />
      <SubmitButton loading={session.loginStatus === 'pending'}>登录</SubmitButton>
    </AuthPanel>
  );
});
