import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerForm, SMS_TYPE, type RegisterForm } from '@mall/domain/contract';
import { AuthPanel, Input } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import {
  ConfirmPasswordInput,
  MobileInput,
  NewPasswordInput,
  SmsInput,
  SubmitButton,
} from '../shared/fields.tsx';
import { useVerifiedMobile } from '../shared/useVerifiedMobile.ts';
import { hrefTo } from '../../../routes/links.ts';

/**
 * /gateway/register: mobile number (checked free as soon as it is left), SMS code, name and
 * password twice. A new account is logged in at once and goes to the new-user guide.
 */
export const RegisterPage = observer(function RegisterPage() {
  const { session } = useStores();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: { username: '', smsCode: '', realname: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const mobile = useVerifiedMobile(form, 'mustBeFree', SMS_TYPE.register);

  return (
    <AuthPanel
      title="注册账号"
      footer={
        <>
          <span>已有账号？</span>
          <a href={hrefTo('login')}>去登录</a>
        </>
      }
      onSubmit={handleSubmit(async ({ username, smsCode, realname, password }) => {
        if (await mobile.validNumber())
          await session.register({ username, smsCode, realname, password });
      })}
    >
      <MobileInput autoComplete="tel" {...mobile.mobileProps} />
      <SmsInput {...mobile.codeProps} />
      <Input
        label="真实姓名"
        required
        autoComplete="name"
        placeholder="请输入真实姓名"
        error={errors.realname?.message}
        {...register('realname')}
      />
      <NewPasswordInput error={errors.password?.message} {...register('password')} />
      <ConfirmPasswordInput
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton loading={session.loginStatus === 'pending'}>注册并登录</SubmitButton>
    </AuthPanel>
  );
});
