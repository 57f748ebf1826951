/** LIKE patterns over what a user typed, for the searches of the routes and the order lists. */

/** `text` with the LIKE wildcards taken literally. */
export const literal = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
/** A LIKE pattern matching `text` anywhere. */
export const containing = (text: string): string => `%${literal(text)}%`;
