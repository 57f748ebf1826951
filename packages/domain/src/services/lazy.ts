import type { HttpClient } from '../http/index.ts';
import type { Services } from './index.ts';

/**
 * The services as the stand-ins below see them: areas of asynchronous calls, by name. That
 * `Services` is assignable to it checks that every member of a service is such a call.
 */
type Calls = Record<string, Record<string, (...args: never[]) => Promise<unknown>>>;

/**
 * The services over `http`, whose code (with the contract's schemas and zod) is loaded with
 * the first call of any of them rather than with the page: the home route's initial
 * JavaScript stays small. Each area is a stand-in whose every member is a call that waits for
 * the services and then makes the real call of that name (every member of a service is an
 * asynchronous call). A failed load is tried again on the next call. With `startAfter` (the
 * app's first paint), nothing loads before it settles, and the services load as soon as it does.
 */
export function lazyServices(http: HttpClient, startAfter?: Promise<unknown>): Services {
  let loading: Promise<Services> | null = null;
  const loaded = () =>
    (loading ??= Promise.resolve(startAfter)
      .then(() => import('./index.ts'))
      .then(
        ({ createServices }) => createServices(http),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      ));
  // Given a start, the services load as soon as it comes, requested before what waits for the
  // same start later (a page's chunk), as the transport (a failure is tried again on a call).
  if (startAfter) loaded().catch(() => undefined);
  /**
   * An object whose members are made by `member` on first use and kept. Only string names
   * are members, and `then` is not one, so that a stand-in is never taken for a promise.
   */
  const standIn = <T extends object>(member: (name: string) => unknown): T => {
    const members = new Map<string, unknown>();
    // The members are made on demand, so the target's own type does not matter.
    return new Proxy({} as T, {
      get: (_, name) => {
        if (typeof name !== 'string' || name === 'then') return undefined;
        if (!members.has(name)) members.set(name, member(name));
        return members.get(name);
      },
    });
  };
  return standIn<Services>((area) =>
    standIn((name) => async (...args: unknown[]) => {
      const services: Calls = await loaded();
      const call = services[area]?.[name];
      if (!call) throw new TypeError(`services.${area}.${name} is not a call`);
      return Reflect.apply(call, undefined, args);
    }),
  );
}
