// What the search box and its drop-down (a chunk of its own, SearchSuggestions.tsx) share.

/** Where an entry of the drop-down comes from; it decides what picking it does. */
export type SearchEntryKind = 'history' | 'hot' | 'suggestion';

/** One pickable entry of the drop-down. */
export interface SearchEntry {
  /** The term the entry fills in. */
  term: string;
  /** History, a hot key or a suggestion for the typed text. */
  kind: SearchEntryKind;
}

/** A titled run of entries; the suggestions have no title. */
export interface SearchSection {
  /** The heading over the entries, e.g. 搜索历史. */
  title?: string;
  /** The entries, in order. */
  entries: readonly SearchEntry[];
}

/** Width of 搜索; the drop-down stops where the button starts. */
export const SUBMIT_WIDTH = '88px';

/** The id of an entry, for aria-activedescendant. */
export const entryId = (listboxId: string, index: number) => `${listboxId}-${index}`;
