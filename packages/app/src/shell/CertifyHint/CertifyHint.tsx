import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { href, hrefTo, links } from '../../routes/links.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/**
 * Why a price shows '-', with the way out: visitors log in, signed-in uncertified buyers get
 * 去认证 (to company certification).
 */
export const CertifyHint = observer(function CertifyHint() {
  const { session } = useStores();
  const { pathname, search } = useLocation();
  if (session.isCertified) return null;
  return session.isLoggedIn ? (
    <>
      完成企业认证后查看实时价格，<a href={hrefTo('companyCreate')}>去认证</a>
    </>
  ) : (
    <>
      登录并完成企业认证后查看实时价格，
      <a href={href(links.login(`${pathname}${search}`))}>登录查看</a>
    </>
  );
});
