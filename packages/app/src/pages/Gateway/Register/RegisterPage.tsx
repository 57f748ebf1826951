import { observer } from 'mobx-react-lite';
import { registerForm, SMS_TYPE } from '@mall/domain/contract';
import { AuthPanel, Input } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { MobileInput, NewPasswordFields, SmsInput, SubmitButton } from '../shared/fields.tsx';
import { useMobileForm } from '../shared/useMobileForm.ts';
import { hrefTo } from '../../../routes/links.ts';

/**
 * /gateway/register: mobile number (checked free as soon as it is left), SMS code, name and
 * password twice. A new account is logged in at once and goes to the new-user guide.
 */
export const RegisterPage = observer(function RegisterPage() {
  const { session } = useStores();
  const { mobile, register, handleSubmit, errors } = useMobileForm(
    registerForm,
    { username: '', smsCode: '', realname: '', password: '', confirmPassword: '' },
    'mustBeFree',
    SMS_TYPE.register,
  );

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
      <NewPasswordFields
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <SubmitButton loading={session.loginStatus === 'pending'}>注册并登录</SubmitButton>
    </AuthPanel>
  );
});
