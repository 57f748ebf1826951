import { ErrorPage } from '@mall/ui';

/** The catch-all page for a path the app does not know. */
export function NotFoundPage() {
  return <ErrorPage variant="not-found" />;
}
