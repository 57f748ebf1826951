import { useId, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { space } from '../../theme/index.ts';

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
}

/** Width of 搜索; the history list stops where the button starts. */
const SUBMIT_WIDTH = '88px';

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

const HotKeys = styled.div`
  display: flex;
  gap: ${space(2)};
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

const HistoryPanel = styled.div`
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

  & > span {
    display: block;
    padding: 0 ${space(3)} ${space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const HistoryButton = styled(TermButton)`
  display: block;
  width: 100%;
  padding: ${space(1)} ${space(3)};
  color: ${({ theme }) => theme.color.text};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/**
 * The goods search of the header: a box with 搜索 (Enter searches too), hot keys under it,
 * and the buyer's search history while the box has focus.
 */
export function SearchBox({
  defaultValue = '',
  hotKeys = [],
  history = [],
  onSearch,
  onPickHistory,
}: SearchBoxProps) {
  const [term, setTerm] = useState(defaultValue);
  const [historyOpen, setHistoryOpen] = useState(false);
  const hotKeysId = useId();
  const historyId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHistoryOpen(false);
    onSearch?.(term.trim());
  };
  const handleHotKey = (key: string) => {
    setTerm(key);
    onSearch?.(key);
  };
  const handlePickHistory = (key: string) => {
    setTerm(key);
    setHistoryOpen(false);
    onPickHistory?.(key);
  };
  // The history stays open while focus moves inside the form (to a history entry).
  const handleBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHistoryOpen(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') setHistoryOpen(false);
  };

  return (
    <Form
      role="search"
      aria-label="商品搜索"
      onSubmit={handleSubmit}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <Field>
        <Input
          type="search"
          aria-label="搜索商品"
          placeholder="搜索牌号、品名、规格，如 6061-T6 铝板"
          enterKeyHint="search"
          autoComplete="off"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setHistoryOpen(true);
          }}
          onFocus={() => setHistoryOpen(true)}
          onClick={() => setHistoryOpen(true)}
        />
        <SubmitButton type="submit" variant="primary" size="lg">
          搜索
        </SubmitButton>
        {historyOpen && history.length > 0 && (
          // Keeps focus in the box when an entry is clicked, so the blur does not close the list.
          <HistoryPanel onMouseDown={(event) => event.preventDefault()}>
            <span id={historyId}>搜索历史</span>
            <TermList aria-labelledby={historyId}>
              {history.map((key) => (
                <li key={key}>
                  <HistoryButton type="button" onClick={() => handlePickHistory(key)}>
                    {key}
                  </HistoryButton>
                </li>
              ))}
            </TermList>
          </HistoryPanel>
        )}
      </Field>
      {hotKeys.length > 0 && (
        <HotKeys>
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
        </HotKeys>
      )}
    </Form>
  );
}
