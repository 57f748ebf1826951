import { useMatches } from 'react-router-dom';
import { ErrorPage } from '@mall/ui';
import type { RouteHandle } from '../../../routes/router.tsx';

/** A route of the spec whose screen a later issue still owes: names the screen. */
export function PendingPage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return <ErrorPage variant="pending" screen={handle?.entry.title} />;
}
