import { ErrorPage } from '@mall/ui';
import { useRouteEntry } from '../../../routes/useRouteEntry.ts';

/** A route of the spec whose screen a later issue still owes: names the screen. */
export function PendingPage() {
  return <ErrorPage variant="pending" screen={useRouteEntry()?.title} />;
}
