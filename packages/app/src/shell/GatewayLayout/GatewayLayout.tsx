import { Outlet, useMatches } from 'react-router-dom';
import { GatewayFrame } from '@mall/ui';
import type { RouteHandle } from '../../routes/router.tsx';
import { footer } from '../navigation.ts';

/** The frame of the gateway pages: login, registration, password recovery, third-party callbacks. */
export function GatewayLayout() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <GatewayFrame
      caption={handle ? `欢迎${handle.entry.title}` : '欢迎'}
      copyright={footer.copyright}
    >
      <Outlet />
    </GatewayFrame>
  );
}
