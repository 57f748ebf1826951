import { expect, fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview.tsx';
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
    const box = canvas.getByRole('searchbox', { name: '搜索商品' });
    await userEvent.type(box, '  6061-T6 铝板 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('6061-T6 铝板');
    box.blur();
  },
});

export const SearchWithButton = meta.story({
  args: { defaultValue: '5052 铝卷' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('5052 铝卷');
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
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('A00 铝锭');
  },
});

export const HistoryOpen = meta.story({
  args: { hotKeys, history: searchHistory },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText('搜索历史')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('searchbox', { name: '搜索商品' }));
    const list = await canvas.findByRole('list', { name: '搜索历史' });
    await expect(list).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(list).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('searchbox', { name: '搜索商品' }));
    await expect(await canvas.findByRole('list', { name: '搜索历史' })).toBeVisible();
  },
});

export const PickHistory = meta.story({
  args: { hotKeys, history: searchHistory },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索商品' });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: '6082-T6 铝棒' }));
    await expect(args.onPickHistory).toHaveBeenCalledTimes(1);
    await expect(args.onPickHistory).toHaveBeenCalledWith('6082-T6 铝棒');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(box).toHaveValue('6082-T6 铝棒');
    await expect(canvas.queryByText('搜索历史')).not.toBeInTheDocument();
    box.blur();
  },
});
