/** At most this many search terms are kept (spec section 5). */
const SEARCH_HISTORY_CAP = 10;

/**
 * The history after searching `term`: trimmed, empty terms ignored, any old copy removed, the
 * newest first, at most `SEARCH_HISTORY_CAP` entries.
 */
export function addSearchTerm(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return history.slice(0, SEARCH_HISTORY_CAP);
  return [trimmed, ...history.filter((item) => item !== trimmed)].slice(0, SEARCH_HISTORY_CAP);
}
