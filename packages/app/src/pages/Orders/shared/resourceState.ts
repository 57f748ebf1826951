import type { Resource } from '@mall/domain';

/** A Resource's loading and error, as the ui tables take them, with `retry` for 重试. */
export const listStateOf = (resource: Resource<unknown>, retry: () => void) => ({
  loading: resource.status === 'loading' || resource.status === 'idle',
  error: resource.status === 'error' ? resource.error : undefined,
  onRetry: retry,
});
