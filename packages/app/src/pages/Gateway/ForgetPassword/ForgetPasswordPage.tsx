import { observer } from 'mobx-react-lite';
import { forgetForm, SMS_TYPE } from '@mall/domain/contract';
import { AuthPanel } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { MobileInput, NewPasswordFields, SmsInput, SubmitButton } from '../shared/fields.tsx';
import { useMobileForm } from '../shared/useMobileForm.ts';
import { hrefTo } from '../../../routes/links.ts';

/** /gateway/forgetPassword: a registered number, its SMS code and a new password twice. */
export const ForgetPasswordPage = observer(function ForgetPasswordPage() {
  const { session } = useStores();
  const { mobile, register, handleSubmit, errors } = useMobileForm(
    forgetForm,
    { username: '', smsCode: '', password: '', confirmPassword: '' },
    'mustExist',
    SMS_TYPE.forget,
  );

  return (
    <AuthPanel
      title="找回密码"
      footer={
        <>
          <span>想起密码了？</span>
          <a href={hrefTo('login')}>去登录</a>
        </>
      }
      onSubmit={handleSubmit(({ username, smsCode, password }) =>
        session.resetPassword({ username, smsCode, password }),
      )}
    >
      <MobileInput placeholder="请输入注册手机号" {...mobile.mobileProps} />
      <SmsInput {...mobile.codeProps} />
      <NewPasswordFields
        password={{ label: '新密码', error: errors.password?.message, ...register('password') }}
        confirm={{
          placeholder: '请再次输入新密码',
          error: errors.confirmPassword?.message,
          ...register('confirmPassword'),
        }}
      />
      <SubmitButton loading={session.resetStatus === 'pending'}>重置密码</SubmitButton>
    </AuthPanel>
  );
});
