import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm, type LoginForm } from '@mall/domain/contract';
import { AuthPanel, PasswordField } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { MobileInput, SubmitButton } from '../shared/fields.tsx';
import { GatewayLinks } from '../shared/GatewayLinks.tsx';

export interface PasswordLoginFormProps {
  /** Where to go after logging in (validated by the session store). */
  redirect?: string;
}

/** 密码登录: fields checked when left and again on submit; a refused login keeps what was typed. */
export const PasswordLoginForm = observer(function PasswordLoginForm({
  redirect,
}: PasswordLoginFormProps) {
  const { session } = useStores();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  return (
    <AuthPanel
      title="账号登录"
      hideTitle
      footer={<GatewayLinks />}
      onSubmit={handleSubmit((values) => session.login(values, redirect))}
    >
      <MobileInput error={errors.username?.message} {...register('username')} />
      <PasswordField
        label="密码"
        required
        autoComplete="current-password"
        placeholder="请输入密码"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton loading={session.loginStatus === 'pending'}>登录</SubmitButton>
    </AuthPanel>
  );
});
