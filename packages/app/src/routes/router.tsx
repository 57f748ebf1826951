import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { RootStore } from '@mall/domain';
import { AppLayout } from '../shell/AppLayout/AppLayout.tsx';
import { RootShell } from '../shell/RootShell/RootShell.tsx';
import { NotFoundPage } from '../pages/Error/NotFound/NotFoundPage.tsx';
import { PendingPage } from '../pages/Error/Pending/PendingPage.tsx';
import { RouteErrorPage } from '../pages/Error/RouteError/RouteErrorPage.tsx';
import { afterFirstPaint } from '../shell/RootShell/firstPaint.ts';
import { guardRedirect } from './guard.ts';
import { loadWithin, screens } from './screens.ts';
import { pathTo } from './links.ts';
import { routeTable, type Layout, type RouteEntry, type RouteHandle } from './table.ts';

const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The app's routes, built from the route table for one RootStore: the guard runs in each
 * screen's loader, so it sees the token at the moment of navigation.
 */
export function createAppRoutes(root: RootStore): RouteObject[] {
  const guard = ({ request }: LoaderFunctionArgs) => {
    const target = guardRedirect(pathOf(request), root.session.isLoggedIn);
    if (target) throw redirect(target);
    return null;
  };

  /**
   * userInfo goes straight to companyInfo for a certified user (spec section 2), and to its
   * first child, companyCreate, for any other.
   */
  const userInfoLoader = (args: LoaderFunctionArgs) => {
    guard(args);
    throw redirect(pathTo(root.session.isCertified ? 'companyInfo' : 'companyCreate'));
  };

  const leaf = (entry: RouteEntry): RouteObject => ({
    id: entry.id,
    path: entry.path,
    handle: { entry } satisfies RouteHandle,
    loader: entry.id === 'userInfo' ? userInfoLoader : guard,
    ...(entry.screen ? screens[entry.screen] : { Component: PendingPage }),
  });

  const inLayout = (layout: Layout) =>
    routeTable.filter((entry) => entry.layout === layout).map(leaf);

  return [
    {
      path: '/',
      Component: RootShell,
      // On a first load the root shell commits at once (and marks the first paint), whatever
      // the chunks of the page and its layout still to come.
      HydrateFallback: RootShell,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, loader: () => redirect(pathTo('main')) },
        {
          Component: AppLayout,
          // On a first load the frame paints while the page's chunk and loader come.
          HydrateFallback: AppLayout,
          children: [
            ...inLayout('home'),
            {
              lazy: () =>
                loadWithin(
                  afterFirstPaint(() => import('../shell/CenterArea/CenterArea.tsx')),
                ).then((m) => ({
                  Component: m.CenterArea,
                })),
              children: inLayout('center'),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          lazy: () =>
            loadWithin(
              afterFirstPaint(() => import('../shell/GatewayLayout/GatewayLayout.tsx')),
            ).then((m) => ({
              Component: m.GatewayLayout,
            })),
          children: inLayout('gateway'),
        },
        ...inLayout('bare'),
      ],
    },
  ];
}
