import type { Context } from 'hono';
import { seesPrices } from '@mall/domain/contract/roles';
import { sessionUser } from '../auth.ts';
import type { Deps } from '../context.ts';

/**
 * Whether the caller of an open call may be sent prices (`seesPrices`: a user of a certified
 * company); a visitor and an uncertified user are sent null in a price's place.
 */
export const callerSeesPrices = async (
  deps: Pick<Deps, 'db' | 'now'>,
  c: Context,
): Promise<boolean> => seesPrices((await sessionUser(deps, c))?.userExamineState);

/** A price as a viewer is sent it: null unless they may see prices. */
export const shownPrice = (sees: boolean, price: string): string | null => (sees ? price : null);
