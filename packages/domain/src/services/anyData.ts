import * as z from 'zod/mini';

/** For calls whose `data` the client does not read (the contract leaves it open). */
export const anyData = z.unknown();
