import { API_BASE, paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';

/** One call a page made, named by the contract. */
export interface Call {
  method: string;
  /** The path under the API base, without its query. */
  path: string;
  /** The contract's name of the path (`paths.goods.search`, `orderPaths.stockingList`). */
  name?: string;
}

/** The calls made while someone listens: the mock service worker records, a docs page reads. */
export interface CallLog {
  /** Starts listening (a fresh list); returns the stop. */
  subscribe: (listener: () => void) => () => void;
  /** The distinct calls made since the first listener came, in order. */
  calls: () => readonly Call[];
}

/** Every contract path with its name, the longest first (a path may extend another). */
const contractPaths: readonly { name: string; path: string }[] = [
  ...Object.entries(paths).flatMap(([area, group]) =>
    Object.entries(group).map(([key, path]) => ({ name: `paths.${area}.${key}`, path })),
  ),
  ...Object.entries(orderPaths).map(([key, path]) => ({ name: `orderPaths.${key}`, path })),
].sort((a, b) => b.path.length - a.path.length);

/**
 * The call a request to `url` is, or undefined outside the API: a contract path matches itself
 * and itself followed by `/{parameters}`.
 */
export function contractCall(method: string, url: string): Call | undefined {
  const { pathname } = new URL(url, 'http://catalogue.invalid');
  const at = pathname.indexOf(`${API_BASE}/`);
  if (at < 0) return undefined;
  const path = pathname.slice(at + API_BASE.length);
  const known = contractPaths.find((c) => path === c.path || path.startsWith(`${c.path}/`));
  return known ? { method, path: known.path, name: known.name } : { method, path };
}

/** A call log and the `record` that fills it; it keeps nothing while nobody listens. */
export function createCallLog(): CallLog & { record: (method: string, url: string) => void } {
  const listeners = new Set<() => void>();
  let calls: readonly Call[] = [];
  return {
    record(method, url) {
      const call = listeners.size > 0 ? contractCall(method, url) : undefined;
      if (!call || calls.some((c) => c.method === call.method && c.path === call.path)) return;
      calls = [...calls, call];
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      if (listeners.size === 0) calls = [];
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    calls: () => calls,
  };
}
