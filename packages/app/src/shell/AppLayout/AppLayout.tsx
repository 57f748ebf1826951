import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  CartLink,
  Footer,
  MainNav,
  MessageTrigger,
  PageLayout,
  SearchBox,
  SiteHeader,
  TopBar,
} from '@mall/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { footer, HELP_HREF, mainNavItems } from '../navigation.ts';

const LogoutConfirm = lazy(() => import('../LogoutConfirm/LogoutConfirm.tsx'));

/**
 * The frame of the home and centre pages: top bar, sticky header with search, messages and
 * cart, the main navigation and the footer. It loads what the header shows and asks before
 * logging out.
 */
export const AppLayout = observer(function AppLayout() {
  const { session, home, cart, messages } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [askingLogout, setAskingLogout] = useState(false);
  const { token } = session;

  useEffect(() => {
    void home.loadHotKeys();
  }, [home]);

  useEffect(() => {
    if (token === null) return;
    void cart.load();
    void messages.load();
  }, [token, cart, messages]);

  const user = session.user
    ? {
        companyName: session.companyName,
        realname: session.userInfo?.realname ?? session.user.username,
      }
    : null;

  const handleSearch = (term: string) => {
    home.addSearch(term);
    navigate(`/home/modelStore/search?keyword=${encodeURIComponent(term)}`);
  };

  return (
    <PageLayout
      topBar={<TopBar user={user} helpHref={HELP_HREF} onLogout={() => setAskingLogout(true)} />}
      header={
        <SiteHeader
          search={
            <SearchBox
              hotKeys={home.hotKeys}
              history={home.searchHistory}
              onSearch={handleSearch}
              onPickHistory={handleSearch}
            />
          }
          actions={
            <>
              <MessageTrigger
                unread={messages.unreadCount}
                visible={session.isLoggedIn && session.isCertified}
              />
              <CartLink count={cart.total} />
            </>
          }
        />
      }
      nav={<MainNav items={mainNavItems(pathname)} />}
      footer={<Footer {...footer} />}
    >
      <Outlet />
      {askingLogout && (
        <Suspense>
          <LogoutConfirm
            onOpenChange={setAskingLogout}
            onConfirm={() => {
              setAskingLogout(false);
              session.logout();
            }}
          />
        </Suspense>
      )}
    </PageLayout>
  );
});
