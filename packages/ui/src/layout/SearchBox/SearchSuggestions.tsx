import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../basics/Spinner/Spinner.tsx';
import { space } from '../../theme/index.ts';
import { entryId, SUBMIT_WIDTH, type SearchSection } from './searchEntries.ts';

export interface SearchSuggestionsProps {
  /** The id of the listbox, which the box points at with aria-controls. */
  listboxId: string;
  /** The sections to list; their entries are numbered in order for aria-activedescendant. */
  sections: readonly SearchSection[];
  /** The entry the arrow keys have reached, by its number, or -1. */
  activeIndex: number;
  /** The trimmed text in the box; the matching part of each suggestion is highlighted. */
  query: string;
  /** Shows 加载中 while the suggestions for the text are on their way. */
  loading: boolean;
  /** Called with the number of the entry that was clicked. */
  onPick: (index: number) => void;
}

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 2px);
  left: 0;
  right: ${SUBMIT_WIDTH};
  z-index: ${({ theme }) => theme.z.popover};
  padding: ${space(2)} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

const Heading = styled.div`
  padding: 0 ${space(3)} ${space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  [role='group'] + [role='group'] > & {
    margin-top: ${space(2)};
  }
`;

/** One line each: a long term ends in an ellipsis instead of widening the drop-down. */
const Option = styled.div`
  overflow: hidden;
  padding: ${space(1)} ${space(3)};
  color: ${({ theme }) => theme.color.text};
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }

  & > mark {
    background: none;
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Hint = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} ${space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The term with the first case-insensitive match of the query marked. */
function highlight(term: string, query: string): ReactNode {
  const start = query === '' ? -1 : term.toLowerCase().indexOf(query.toLowerCase());
  if (start < 0) return term;
  const end = start + query.length;
  return (
    <>
      {term.slice(0, start)}
      <mark>{term.slice(start, end)}</mark>
      {term.slice(end)}
    </>
  );
}

/**
 * The drop-down under the search box: history and hot keys, or the suggestions for the typed
 * text (highlighted), or 加载中 / 暂无相关商品 in their place. A listbox for the combobox pattern;
 * the box keeps the focus and points at the active entry.
 */
export function SearchSuggestions({
  listboxId,
  sections,
  activeIndex,
  query,
  loading,
  onPick,
}: SearchSuggestionsProps) {
  // The number of each section's first entry: entries are numbered across the sections.
  const starts = sections.map((_, at) =>
    sections.slice(0, at).reduce((count, section) => count + section.entries.length, 0),
  );
  const renderEntries = (sectionIndex: number) =>
    sections[sectionIndex]?.entries.map((entry, offset) => {
      const at = (starts[sectionIndex] ?? 0) + offset;
      return (
        <Option
          key={`${entry.kind}-${entry.term}`}
          id={entryId(listboxId, at)}
          role="option"
          aria-selected={at === activeIndex}
          onClick={() => onPick(at)}
        >
          {entry.kind === 'suggestion' ? highlight(entry.term, query) : entry.term}
        </Option>
      );
    });
  const hasEntries = sections.some((section) => section.entries.length > 0);

  return (
    // Keeps focus in the box when an entry is clicked, so the blur does not close the list.
    <Popup onMouseDown={(event) => event.preventDefault()}>
      {loading && (
        <Hint role="status">
          <Spinner />
          加载中
        </Hint>
      )}
      {!loading && !hasEntries && <Hint role="status">暂无相关商品</Hint>}
      {!loading && hasEntries && (
        <div id={listboxId} role="listbox" aria-label="搜索建议">
          {sections.map((section, at) =>
            section.title === undefined ? (
              renderEntries(at)
            ) : (
              <div key={section.title} role="group" aria-labelledby={`${listboxId}-g${at}`}>
                <Heading id={`${listboxId}-g${at}`}>{section.title}</Heading>
                {renderEntries(at)}
              </div>
            ),
          )}
        </div>
      )}
    </Popup>
  );
}
