import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgetForm, SMS_TYPE, type ForgetForm } from '@mall/domain/contract';
import { AuthPanel } from '@mall/ui';
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

/** /gateway/forgetPassword: a registered number, its SMS code and a new password twice. */
export const ForgetPasswordPage = observer(function ForgetPasswordPage() {
  const { session } = useStores();
  const form = useForm<ForgetForm>({
    resolver: zodResolver(forgetForm),
    mode: 'onTouched',
    defaultValues: { username: '', smsCode: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const mobile = useVerifiedMobile(form, 'mustExist', SMS_TYPE.forget);

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
      <NewPasswordInput label="新密码" error={errors.password?.message} {...register('password')} />
      <ConfirmPasswordInput
        placeholder="请再次输入新密码"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton loading={session.resetStatus === 'pending'}>重置密码</SubmitButton>
    </AuthPanel>
  );
});
