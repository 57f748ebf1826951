import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { registerForm, SMS_TYPE } from '@mall/domain/contract';
import { AuthPanel, Checkbox, FormField, Input, fieldControlProps } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { MobileInput, NewPasswordFields, SmsInput, SubmitButton } from '../shared/fields.tsx';
import { useMobileForm } from '../shared/useMobileForm.ts';
import { href, hrefTo, links } from '../../../routes/links.ts';

/**
 * /gateway/register: mobile number (checked free as soon as it is left), SMS code, name and
 * password twice. A new account is logged in at once and goes to the new-user guide.
 */
export const RegisterPage = observer(function RegisterPage() {
  const { session } = useStores();
  const agreedId = useId();
  const { mobile, register, control, handleSubmit, errors } = useMobileForm(
    registerForm,
    // Never ticked for the buyer: consent is theirs to give.
    { username: '', smsCode: '', realname: '', password: '', confirmPassword: '', agreed: false },
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
      onSubmit={handleSubmit(async ({ username, smsCode, realname, password, agreed }) => {
        if (await mobile.validNumber())
          await session.register({ username, smsCode, realname, password, agreed });
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
      <FormField controlId={agreedId} error={errors.agreed?.message}>
        <span>
          <Controller
            control={control}
            name="agreed"
            render={({ field }) => (
              <Checkbox
                {...fieldControlProps(agreedId, { error: errors.agreed?.message })}
                aria-labelledby={`${agreedId}-label`}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />{' '}
          <span id={`${agreedId}-label`}>我已阅读并同意</span>
          <a href={href(links.aboutUs('agreement'))} target="_blank" rel="noreferrer">
            《用户协议》
          </a>
          <a href={href(links.aboutUs('privacy'))} target="_blank" rel="noreferrer">
            《隐私政策》
          </a>
        </span>
      </FormField>
      <SubmitButton loading={session.loginStatus === 'pending'}>注册并登录</SubmitButton>
    </AuthPanel>
  );
});
