import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '@mall/ui';

/**
 * What a route shows when its screen failed to load or to render (for example a chunk that
 * timed out after 120 s): the reason and 重试, which reloads the page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : '页面出错了，请重试。';
  return (
    <ErrorPage variant="server-error" message={message} onRetry={() => window.location.reload()} />
  );
}
