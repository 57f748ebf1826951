import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { hotKeys, searchHistory } from '../fixtures.tsx';
import { SearchBox } from './SearchBox.tsx';

const meta = preview.meta({
  title: 'Components/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onPickHistory: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 560, height: 200 }}>
        <Story />
      </div>
    ),
  ],
});

/** What the suggestion call answers for 6061: fixed, as the app would hand it over. */
const suggestions = ['6061-T6 铝板', '6061-T651 中厚板', '铝棒 6061', '6061 铝卷'];

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: '商品搜索' })).toBeVisible();
    await expect(
      canvas.getByPlaceholderText('搜索牌号、品名、规格，如 6061-T6 铝板'),
    ).toBeVisible();
  },
});

export const SearchOnEnter = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '搜索商品' });
    await userEvent.type(box, '  6061-T6 铝板 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('6061-T6 铝板');
    box.blur();
  },
});

export const SearchWithButton = meta.story({
  args: { defaultValue: '5052 铝卷' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: '搜索商品' })).toHaveValue('5052 铝卷');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('5052 铝卷');
  },
});

export const WithHotKeys = meta.story({
  args: { hotKeys },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('热门搜索：')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'A00 铝锭' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('A00 铝锭');
    await expect(canvas.getByRole('combobox', { name: '搜索商品' })).toHaveValue('A00 铝锭');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
});

/** Focus opens the history and the hot keys; Esc closes them, a click opens them again. */
export const HistoryOpen = meta.story({
  args: { hotKeys, history: searchHistory },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '搜索商品' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    const list = await canvas.findByRole('listbox', { name: '搜索建议' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', list.id);
    const history = within(list).getByRole('group', { name: '搜索历史' });
    await expect(
      within(history)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...searchHistory]);
    await expect(within(list).getByRole('group', { name: '热门搜索' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(list).not.toBeInTheDocument();
    await expect(box).toHaveValue('');
    await userEvent.click(box);
    await expect(await canvas.findByRole('listbox', { name: '搜索建议' })).toBeVisible();
  },
});

/** Without history the drop-down offers the hot keys; picking one searches it. */
export const HotKeysOpen = meta.story({
  args: { hotKeys },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '搜索商品' }));
    const list = await canvas.findByRole('listbox', { name: '搜索建议' });
    await expect(within(list).queryByRole('group', { name: '搜索历史' })).not.toBeInTheDocument();
    const hot = within(list).getByRole('group', { name: '热门搜索' });
    await expect(within(hot).getAllByRole('option')).toHaveLength(hotKeys.length);
    await userEvent.click(within(hot).getByRole('option', { name: '5052 铝卷' }));
    await expect(args.onSearch).toHaveBeenCalledWith('5052 铝卷');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    canvas.getByRole('combobox', { name: '搜索商品' }).blur();
  },
});

export const PickHistory = meta.story({
  args: { hotKeys, history: searchHistory },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '搜索商品' });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('option', { name: '6082-T6 铝棒' }));
    await expect(args.onPickHistory).toHaveBeenCalledTimes(1);
    await expect(args.onPickHistory).toHaveBeenCalledWith('6082-T6 铝棒');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(box).toHaveValue('6082-T6 铝棒');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    box.blur();
  },
});

/** Typing asks for suggestions; they list with the typed part highlighted. */
export const Suggestions = meta.story({
  args: { hotKeys, history: searchHistory, suggestions, onQueryChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '搜索商品' });
    await userEvent.type(box, '6061');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('6061');
    const list = canvas.getByRole('listbox', { name: '搜索建议' });
    await expect(within(list).queryByRole('group')).not.toBeInTheDocument();
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(suggestions);
    await expect(options[2]?.querySelector('mark')).toHaveTextContent('6061');
    await expect(canvas.getAllByText('6061', { selector: 'mark' })).toHaveLength(4);
  },
});

/** Arrow keys move through the suggestions (wrapping), Enter searches the active one. */
export const KeyboardPick = meta.story({
  args: { suggestions, onQueryChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '搜索商品' });
    await userEvent.type(box, '6061');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: '6061-T651 中厚板' });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('option', { name: '6061 铝卷' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('6061-T6 铝板');
    await expect(box).toHaveValue('6061-T6 铝板');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    box.blur();
  },
});

/** Nothing matches the text: 暂无相关商品, and Enter still searches what was typed. */
export const NoSuggestions = meta.story({
  args: { hotKeys, history: searchHistory, suggestions: [], onQueryChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '搜索商品' });
    await userEvent.type(box, '7075 铝管');
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无相关商品');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('7075 铝管');
    await userEvent.click(box);
  },
});

/** While the suggestions for the text load, the drop-down says 加载中. */
export const SuggestionsLoading = meta.story({
  args: { suggestions: [], suggestionsLoading: true, onQueryChange: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '搜索商品' }), '50');
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
});

/** As the app wires it: suggestions follow the text, and clearing it brings the history back. */
export const Interactive = meta.story({
  args: { history: searchHistory },
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const matches = suggestions.filter(
      (term) => query.trim() !== '' && term.includes(query.trim()),
    );
    return <SearchBox {...args} suggestions={matches} onQueryChange={setQuery} />;
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '搜索商品' });
    await userEvent.type(box, 'T6');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '6061-T6 铝板',
      '6061-T651 中厚板',
    ]);
    await userEvent.clear(box);
    await expect(canvas.getByRole('group', { name: '搜索历史' })).toBeVisible();
  },
});
