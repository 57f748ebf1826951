import { useMatches } from 'react-router-dom';
import type { RouteEntry, RouteHandle } from './table.ts';

/** The route table's entry of the screen being shown (its spec name, title and meta). */
export function useRouteEntry(): RouteEntry | undefined {
  return (useMatches().at(-1)?.handle as RouteHandle | undefined)?.entry;
}
