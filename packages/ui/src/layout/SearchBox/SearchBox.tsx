import {
  lazy,
  Suspense,
  useId,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/index.ts';
import { space } from '../../theme/index.ts';
import { entryId, SUBMIT_WIDTH, type SearchEntry, type SearchSection } from './searchEntries.ts';

/**
 * The drop-down, loaded when the box is first pointed at or focused: it is shown on no first
 * paint, and the header (on every page) stays out of its cost.
 */
const loadSuggestions = () => import('./SearchSuggestions.tsx');
const SearchSuggestions = lazy(() =>
  loadSuggestions().then((m) => ({ default: m.SearchSuggestions })),
);

export interface SearchBoxProps {
  /** The text the box starts with, e.g. the term of the search page being shown. */
  defaultValue?: string;
  /** Hot search terms, shown under the box as quick searches. */
  hotKeys?: readonly string[];
  /** The buyer's recent terms, newest first, offered under the box while it has focus (Esc hides them). */
  history?: readonly string[];
  /** Called with the trimmed term on 搜索, on Enter, and with a hot key when one is clicked. */
  onSearch?: (term: string) => void;
  /** Called with the term the buyer picks from the history. */
  onPickHistory?: (term: string) => void;
  /**
   * Called with the text whenever it changes (typing, or a picked entry). Passing it turns the
   * suggestions on: while the box holds text, the drop-down lists `suggestions` instead of the
   * history. The app debounces the calls.
   */
  onQueryChange?: (text: string) => void;
  /** Goods terms that match the current text (from the suggestion call); picking one searches it. */
  suggestions?: readonly string[];
  /** The suggestions for the current text are on their way: the drop-down shows 加载中. */
  suggestionsLoading?: boolean;
}

const Form = styled.form`
  width: 100%;
`;

const Field = styled.div`
  position: relative;
  display: flex;
  height: ${({ theme }) => theme.control.lg};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0 ${space(3)};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-right: 0;
  border-radius: ${({ theme }) => theme.radius.md} 0 0 ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  outline: none;
  appearance: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary};
  }
`;

const SubmitButton = styled(Button)`
  && {
    width: ${SUBMIT_WIDTH};
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
  }
`;

const TermButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
  text-align: left;

  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Its line is kept while the hot keys load (or when there are none): the page does not jump. */
const HotKeys = styled.div`
  display: flex;
  gap: ${space(2)};
  min-height: 20px;
  margin-top: ${space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
  white-space: nowrap;
  overflow: hidden;

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const TermList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const HotKeyList = styled(TermList)`
  display: flex;
  gap: ${space(3)};
`;

/**
 * The goods search of the header: a box with 搜索 (Enter searches too) and hot keys under it.
 * While the box has focus a drop-down (the ARIA combobox pattern: arrow keys, Enter, Esc) lists
 * the buyer's history and the hot keys, or, once text is typed and `onQueryChange` is given,
 * the suggestions for that text with the typed part highlighted.
 */
export function SearchBox({
  defaultValue = '',
  hotKeys = [],
  history = [],
  onSearch,
  onPickHistory,
  onQueryChange,
  suggestions = [],
  suggestionsLoading = false,
}: SearchBoxProps) {
  const [term, setTerm] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hotKeysId = useId();
  const listboxId = useId();

  const query = term.trim();
  const suggesting = onQueryChange !== undefined && query !== '';
  const entriesOf = (terms: readonly string[], kind: SearchEntry['kind']) =>
    terms.map((key): SearchEntry => ({ term: key, kind }));
  const sections: SearchSection[] = suggesting
    ? [{ entries: entriesOf(suggestions, 'suggestion') }]
    : [
        { title: '搜索历史', entries: entriesOf(history, 'history') },
        { title: '热门搜索', entries: entriesOf(hotKeys, 'hot') },
      ].filter((section) => section.entries.length > 0);
  const entries = sections.flatMap((section) => section.entries);
  const loading = suggesting && suggestionsLoading;
  const listed = !loading && entries.length > 0;
  const popupShown = open && (suggesting || entries.length > 0);
  const expanded = popupShown && listed;
  // New suggestions may arrive after the arrow keys moved: an entry past the end counts as none.
  const active = expanded && activeIndex < entries.length ? activeIndex : -1;

  const changeTerm = (text: string) => {
    setTerm(text);
    onQueryChange?.(text);
  };
  const openPopup = () => {
    setOpen(true);
    setActiveIndex(-1);
  };
  const closePopup = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    closePopup();
    onSearch?.(term.trim());
  };
  const handleHotKey = (key: string) => {
    changeTerm(key);
    closePopup();
    onSearch?.(key);
  };
  const handlePick = (entry: SearchEntry) => {
    changeTerm(entry.term);
    closePopup();
    if (entry.kind === 'history') onPickHistory?.(entry.term);
    else onSearch?.(entry.term);
  };
  // The drop-down stays open while focus moves inside the form.
  const handleBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) closePopup();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = listed ? entries.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openPopup();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
    } else if (event.key === 'Enter') {
      const entry = entries[active];
      if (entry === undefined) return;
      event.preventDefault();
      handlePick(entry);
    } else if (event.key === 'Escape' && popupShown) {
      // A search box clears its text on Esc; here Esc only closes the drop-down.
      event.preventDefault();
      closePopup();
    }
  };

  return (
    <Form role="search" aria-label="商品搜索" onSubmit={handleSubmit} onBlur={handleBlur}>
      <Field>
        <Input
          type="search"
          role="combobox"
          aria-label="搜索商品"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={active >= 0 ? entryId(listboxId, active) : undefined}
          placeholder="搜索牌号、品名、规格，如 6061-T6 铝板"
          enterKeyHint="search"
          autoComplete="off"
          value={term}
          onChange={(event) => {
            changeTerm(event.target.value);
            openPopup();
          }}
          onFocus={openPopup}
          onPointerEnter={() => void loadSuggestions().catch(() => undefined)}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
        />
        <SubmitButton type="submit" variant="primary" size="lg">
          搜索
        </SubmitButton>
        {popupShown && (
          <Suspense fallback={null}>
            <SearchSuggestions
              listboxId={listboxId}
              sections={sections}
              activeIndex={active}
              query={query}
              loading={loading}
              onPick={(index) => {
                const entry = entries[index];
                if (entry) handlePick(entry);
              }}
            />
          </Suspense>
        )}
      </Field>
      <HotKeys>
        {hotKeys.length > 0 && (
          <>
            <span id={hotKeysId}>热门搜索：</span>
            <HotKeyList aria-labelledby={hotKeysId}>
              {hotKeys.map((key) => (
                <li key={key}>
                  <TermButton type="button" onClick={() => handleHotKey(key)}>
                    {key}
                  </TermButton>
                </li>
              ))}
            </HotKeyList>
          </>
        )}
      </HotKeys>
    </Form>
  );
}
