import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { RootStore } from '@mall/domain';
import { createMessenger, MessageViewport, ThemeRoot } from '@mall/ui';
import { createBrowserEnvironment, currentHashPath, showFlash } from './environment.ts';
import { createAppRoutes } from './routes/router.tsx';
import { DEFAULT_MOBILE_SITE_URL, mobileRedirectTarget } from './shell/mobile.ts';
import { firstPaint } from './shell/RootShell/firstPaint.ts';
import { StoresProvider } from './stores/StoresContext.tsx';

function boot(container: HTMLElement) {
  const messenger = createMessenger();
  const root = new RootStore(createBrowserEnvironment(messenger), { startAfter: firstPaint });
  const router = createHashRouter(createAppRoutes(root));

  // A lazy screen's CSS or JS that fails to load is reported, not swallowed.
  window.addEventListener('vite:preloadError', () =>
    messenger.error('页面资源加载失败，请刷新页面重试'),
  );
  showFlash(messenger);

  createRoot(container).render(
    <StrictMode>
      <StoresProvider root={root}>
        <ThemeRoot>
          <RouterProvider router={router} />
          <MessageViewport messenger={messenger} />
        </ThemeRoot>
      </StoresProvider>
    </StrictMode>,
  );
}

const mobileSite = mobileRedirectTarget(
  navigator.userAgent,
  import.meta.env.VITE_MOBILE_SITE_URL ?? DEFAULT_MOBILE_SITE_URL,
  currentHashPath(),
);
const container = document.getElementById('root');
if (mobileSite) window.location.replace(mobileSite);
else if (container) boot(container);
