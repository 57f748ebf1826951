import { useEffect, useState } from 'react';
import { AnchorMdx } from '@storybook/addon-docs/blocks';

/** One entry of Storybook's `index.json`: a story or a docs page. */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
}

/** The catalogue's index, once read, or why it could not be. */
export type StoryIndex = { entries: readonly IndexEntry[] } | { error: string } | undefined;

/**
 * Reads the index of the catalogue this docs page is part of (`index.json` beside the preview,
 * in `storybook dev` and in a static build on any host and subpath alike).
 */
export function useStoryIndex(): StoryIndex {
  const [index, setIndex] = useState<StoryIndex>();
  useEffect(() => {
    let live = true;
    fetch('./index.json')
      .then((response) => response.json() as Promise<{ entries: Record<string, IndexEntry> }>)
      .then(
        ({ entries }) => live && setIndex({ entries: Object.values(entries) }),
        (error: unknown) => live && setIndex({ error: String(error) }),
      );
    return () => {
      live = false;
    };
  }, []);
  return index;
}

/** The catalogue's address of a story or docs page, relative to the preview. */
const entryHref = (entry: Pick<IndexEntry, 'id' | 'type'>): string =>
  `./?path=/${entry.type === 'docs' ? 'docs' : 'story'}/${entry.id}`;

/**
 * A link to a story or docs page of the catalogue, from inside a docs page: a click moves the
 * catalogue there, and opening it in a new tab opens the catalogue at it.
 */
export function EntryLink({
  entry,
  children,
}: {
  entry: Pick<IndexEntry, 'id' | 'type' | 'name'>;
  children?: string;
}) {
  return (
    <AnchorMdx href={entryHref(entry)} target="_top">
      {children ?? entry.name}
    </AnchorMdx>
  );
}
