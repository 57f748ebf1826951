import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { TopProgressBar } from '@mall/ui';
import type { RouteHandle } from '../../routes/router.tsx';

export const SITE_NAME = '铝材现货商城';

/** Above every route: the progress bar while a lazy screen loads, and the document title. */
export function RootShell() {
  const navigation = useNavigation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.entry.title;

  useEffect(() => {
    document.title = title ? `${title} - ${SITE_NAME}` : SITE_NAME;
  }, [title]);

  return (
    <>
      <TopProgressBar active={navigation.state === 'loading'} />
      <Outlet />
    </>
  );
}
