import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Empty } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { href, hrefTo, links } from '../../../routes/links.ts';

/**
 * The order pages show order data to certified companies only: others see why and the way on
 * (visitors log in, uncertified buyers 去认证), and no order call is made.
 */
export const OrderGate = observer(function OrderGate({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const { pathname, search } = useLocation();
  if (session.isCertified) return children;
  return session.isLoggedIn ? (
    <Empty
      description="完成企业认证后即可查看和管理订单"
      action={<a href={hrefTo('companyCreate')}>去认证</a>}
    />
  ) : (
    <Empty
      description="登录并完成企业认证后即可查看订单"
      action={<a href={href(links.login(`${pathname}${search}`))}>去登录</a>}
    />
  );
});
