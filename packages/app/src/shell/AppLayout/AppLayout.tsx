import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useOutlet, useSearchParams } from 'react-router-dom';
import {
  CartLink,
  LazyFooter,
  LazyConfirmDialog,
  LoadingStatus,
  MainNav,
  PageLayout,
  SearchBox,
  SiteHeader,
  TopBar,
} from '@mall/ui';
import { userFileUrl } from '@mall/domain/contract/session';
import { links, pathTo } from '../../routes/links.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { HeaderMessages } from '../Messages/HeaderMessages.tsx';
import { footer, HELP_HREF, mainNavItems } from '../navigation.ts';
import { afterFirstPaint } from '../RootShell/firstPaint.ts';

const DemandCount = lazy(
  afterFirstPaint(() =>
    import('../DemandCount/DemandCount.tsx').then((m) => ({ default: m.DemandCount })),
  ),
);

/**
 * The frame of the home and centre pages: top bar, sticky header with search, messages and
 * cart (and, for certified users, the demand to-do count in its own chunk), the main navigation
 * and the footer. It loads what the header shows and asks before logging out.
 *
 * It is also the routes' hydrate fallback (router.tsx): on a first load, while the router
 * fetches the page's chunk, the frame shows at once without the page and without the footer,
 * so the header paints early and nothing moves when the page arrives (the footer comes in
 * below it).
 */
export const AppLayout = observer(function AppLayout() {
  const { session, home, cart, guard, suggestions } = useStores();
  const guardPrompt = guard.prompt;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The box shows the keyword of the search on screen, however the buyer got there: the search
  // and, under a category, searchSecondGrade (whose path starts with the search's).
  const keyword = pathname.startsWith(pathTo('search')) ? (params.get('keyword') ?? '') : '';
  const [askingLogout, setAskingLogout] = useState(false);
  const { token } = session;
  const page = useOutlet();

  useEffect(() => {
    void home.loadHotKeys();
  }, [home]);

  useEffect(() => {
    if (token === null) return;
    void cart.load();
  }, [token, cart]);

  // After an HTTP 401 on the home page only the token goes; the buyer is then a visitor.
  const user =
    session.isLoggedIn && session.user
      ? {
          companyName: session.companyName,
          realname: session.userInfo?.realname ?? session.user.username,
          avatar: session.user.headpic && userFileUrl(session.user.headpic),
        }
      : null;

  const handleSearch = (term: string) => {
    suggestions.reset();
    home.addSearch(term);
    navigate(links.search(term));
  };

  return (
    <PageLayout
      topBar={<TopBar user={user} helpHref={HELP_HREF} onLogout={() => setAskingLogout(true)} />}
      header={
        <SiteHeader
          search={
            <SearchBox
              key={keyword}
              defaultValue={keyword}
              hotKeys={home.hotKeys}
              history={home.searchHistory}
              onSearch={handleSearch}
              onPickHistory={handleSearch}
              onQueryChange={suggestions.input}
              suggestions={suggestions.suggestions}
              suggestionsLoading={suggestions.loading}
            />
          }
          actions={
            <>
              {session.isCertified && (
                <Suspense>
                  <DemandCount />
                </Suspense>
              )}
              <HeaderMessages />
              <CartLink count={cart.total} />
            </>
          }
        />
      }
      nav={<MainNav items={mainNavItems(pathname)} />}
      footer={page && <LazyFooter {...footer} />}
    >
      {page ?? <LoadingStatus />}
      <LazyConfirmDialog
        open={guardPrompt !== null}
        onOpenChange={(open) => {
          if (!open) guard.cancel();
        }}
        title={guardPrompt?.title ?? ''}
        content={guardPrompt?.text ?? ''}
        confirmText={guardPrompt?.confirmText}
        cancelText={guardPrompt?.cancelText}
        onConfirm={guard.confirm}
        onCancel={guard.cancel}
      />
      <LazyConfirmDialog
        open={askingLogout}
        onOpenChange={setAskingLogout}
        title="提示"
        content="确定退出系统吗？"
        confirmText="确定"
        cancelText="我再想想"
        onConfirm={() => {
          setAskingLogout(false);
          session.logout();
        }}
      />
    </PageLayout>
  );
});
