import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { bindForm, SMS_TYPE, THIRD_PARTY } from '@mall/domain/contract';
import { AuthPanel, PasswordField, ResultPanel } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { MobileInput, SmsInput, SubmitButton } from '../shared/fields.tsx';
import { useMobileForm } from '../shared/useMobileForm.ts';
import { hrefTo } from '../../../routes/links.ts';

const PROVIDER_NAME: Record<number, string> = {
  [THIRD_PARTY.wechat]: '微信',
  [THIRD_PARTY.qq]: 'QQ',
};

/**
 * /gateway/registerAuth: a WeChat or QQ identity seen for the first time is bound to a mobile
 * number proven by an SMS code. A number without an account also sets a password, and a new
 * account is made for it.
 */
export const RegisterAuthPage = observer(function RegisterAuthPage() {
  const { session } = useStores();
  const [params] = useSearchParams();
  const unionid = params.get('unionid') ?? '';
  const openid = params.get('openid') ?? '';
  const name = params.get('name') ?? '';
  const type = Number(params.get('type')) === THIRD_PARTY.qq ? THIRD_PARTY.qq : THIRD_PARTY.wechat;
  const { mobile, register, handleSubmit, setError, errors } = useMobileForm(
    bindForm,
    { username: '', smsCode: '' },
    'either',
    SMS_TYPE.bind,
  );

  if (!unionid) {
    return (
      <ResultPanel
        status="error"
        title="授权信息缺失"
        description="请返回登录页重新选择第三方登录。"
        action={<a href={hrefTo('login')}>返回登录</a>}
      />
    );
  }

  return (
    <AuthPanel
      title={`绑定手机号`}
      footer={
        <>
          <span>{`${PROVIDER_NAME[type]}账号：${name || '未命名用户'}`}</span>
          <a href={hrefTo('login')}>返回登录</a>
        </>
      }
      onSubmit={handleSubmit(async ({ username, smsCode, password }) => {
        // A press may come before the number's check has answered: a new number sets its
        // password first, asked at its field, rather than being sent without one.
        if (!password && (await mobile.isFree())) {
          setError('password', { type: 'required', message: '请输入密码' });
          return;
        }
        await session.thirdLogin({
          unionid,
          openid,
          nickname: name,
          type,
          username,
          smsCode,
          ...(password ? { password } : {}),
        });
      })}
    >
      <MobileInput autoComplete="tel" placeholder="请输入要绑定的手机号" {...mobile.mobileProps} />
      <SmsInput {...mobile.codeProps} />
      {mobile.available && (
        <PasswordField
          label="登录密码"
          required
          autoComplete="new-password"
          placeholder="该手机号未注册，设置密码后为您创建账号"
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      <SubmitButton loading={session.loginStatus === 'pending'}>绑定并登录</SubmitButton>
    </AuthPanel>
  );
});
