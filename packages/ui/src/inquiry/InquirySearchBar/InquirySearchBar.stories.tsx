import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { InquirySearchBar } from './InquirySearchBar.tsx';

const meta = preview.meta({
  title: 'Components/InquirySearchBar',
  component: InquirySearchBar,
  args: { value: '', onSearch: fn() },
});

/** 查询 sends the number trimmed; 重置 clears the field and the search. */
export const SearchAndReset = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: '询价单号' });
    await userEvent.type(field, ' XJ0003 {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('XJ0003');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(field).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
});
