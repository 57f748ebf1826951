import { Outlet } from 'react-router-dom';
import { GatewayFrame } from '@mall/ui';
import { useRouteEntry } from '../../routes/useRouteEntry.ts';
import { LoginNoticeDialog } from '../LoginNoticeDialog/LoginNoticeDialog.tsx';
import { footer } from '../navigation.ts';

/** The frame of the gateway pages: login, registration, recovery, third-party callbacks, the guide. */
export function GatewayLayout() {
  const entry = useRouteEntry();
  return (
    <GatewayFrame
      caption={entry?.id === 'login' ? '欢迎登录' : (entry?.title ?? '')}
      copyright={footer.copyright}
    >
      <Outlet />
      <LoginNoticeDialog />
    </GatewayFrame>
  );
}
