// Free of zod, for the home route's initial JavaScript (see session.ts).

/** Page sizes a list offers, the first being the default (spec section 9). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];
