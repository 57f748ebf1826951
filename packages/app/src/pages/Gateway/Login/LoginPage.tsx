import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { loginForm, type LoginForm } from '@mall/domain/contract';
import { AuthPanel, Button, ConfirmDialog, Input } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';

/**
 * /gateway/login with the password form (spec section 4). Fields are checked when left and
 * again on submit; a refused login keeps what was typed. Body 409 opens the contact dialog;
 * the other outcomes are shown by the session store and the HTTP client.
 */
export const LoginPage = observer(function LoginPage() {
  const { session } = useStores();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const notice = session.loginNotice;

  return (
    <>
      <AuthPanel
        title="账号登录"
        onSubmit={handleSubmit((values) => session.login(values, redirect))}
        footer={
          <>
            <a href="#/gateway/forgetPassword">忘记密码</a>
            <a href="#/gateway/register">免费注册</a>
          </>
        }
      >
        <Input
          label="手机号"
          required
          autoComplete="username"
          inputMode="numeric"
          maxLength={11}
          placeholder="请输入手机号"
          error={errors.username?.message}
          {...register('username')}
        />
        <Input
          label="密码"
          required
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={session.loginStatus === 'pending'}
        >
          登录
        </Button>
      </AuthPanel>
      <ConfirmDialog
        open={notice !== null}
        onOpenChange={(open) => {
          if (!open) session.dismissLoginNotice();
        }}
        title={notice?.title ?? ''}
        content={notice?.message ?? ''}
        confirmText="确定"
        cancelText="关闭"
        onConfirm={session.dismissLoginNotice}
      />
    </>
  );
});
