import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { THIRD_PARTY } from '@mall/domain/contract';
import {
  LoginMethodTabs,
  QrLoginPanel,
  ThirdPartyButtons,
  type LoginMethod,
  type QrLoginStatus,
} from '@mall/ui';
import { createQrLoginStore, type QrLoginStore } from '@mall/domain';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { thirdPartyAuthorizeUrl } from '../shared/thirdParty.ts';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';

const panelStatus = (status: QrLoginStore['status']): QrLoginStatus =>
  status === 'idle' ? 'loading' : status === 'confirmed' ? 'scanned' : status;

/**
 * /gateway/login: password, SMS code or QR scan (spec sections 4 and 7 Auth), and WeChat or
 * QQ. The QR code is polled only while its tab is open.
 */
export const LoginPage = observer(function LoginPage() {
  const qrLogin = useFeature(createQrLoginStore);
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  const [method, setMethod] = useState<LoginMethod>('password');

  useEffect(() => {
    if (method !== 'qr') return;
    void qrLogin.start(redirect);
    return () => qrLogin.stop();
  }, [method, qrLogin, redirect]);

  return (
    <>
      <LoginMethodTabs
        value={method}
        onValueChange={setMethod}
        password={<PasswordLoginForm redirect={redirect} />}
        sms={<SmsLoginForm redirect={redirect} />}
        qr={
          <QrLoginPanel
            status={panelStatus(qrLogin.status)}
            content={qrLogin.qr?.content}
            message={qrLogin.text || undefined}
            onRefresh={() => void qrLogin.refresh()}
          />
        }
      />
      <ThirdPartyButtons
        title="其他登录方式"
        items={[
          {
            type: 'wechat',
            label: '微信登录',
            href: thirdPartyAuthorizeUrl(THIRD_PARTY.wechat, 'wxBack'),
          },
          { type: 'qq', label: 'QQ 登录', href: thirdPartyAuthorizeUrl(THIRD_PARTY.qq, 'qqBack') },
        ]}
      />
    </>
  );
});
