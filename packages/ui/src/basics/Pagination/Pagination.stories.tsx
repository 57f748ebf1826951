import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Pagination } from './Pagination.tsx';

const meta = preview.meta({
  title: 'Components/Pagination',
  component: Pagination,
  args: { total: 123, pageNum: 1, pageSize: 10, onChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState({ pageNum: args.pageNum, pageSize: args.pageSize });
    const handleChange = (pageNum: number, pageSize: number) => {
      setPage({ pageNum, pageSize });
      args.onChange(pageNum, pageSize);
    };
    return <Pagination {...args} {...page} onChange={handleChange} />;
  },
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('共 123 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 10);

    const size = canvas.getByRole('combobox', { name: '每页条数' });
    await expect(size).toHaveTextContent('10条/页');
    await userEvent.click(size);
    const list = await within(document.body).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10条/页', '20条/页', '30条/页', '50条/页']);
    await userEvent.click(within(list).getByRole('option', { name: '20条/页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 20);
    await expect(size).toHaveTextContent('20条/页');
    await expect(canvas.getByRole('button', { name: '第 7 页' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '第 8 页' })).not.toBeInTheDocument();

    const jumper = canvas.getByRole('textbox', { name: '前往页码' });
    await userEvent.clear(jumper);
    await userEvent.type(jumper, '99{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(7, 20);
    await expect(jumper).toHaveValue('7');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();

    await userEvent.clear(jumper);
    await userEvent.type(jumper, '0');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 20);
    await expect(jumper).toHaveValue('1');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
});

/** A long list: the first and last page, two pages either side of the current one, ellipses. */
export const ManyPages = meta.story({
  args: { total: 1000, pageNum: 50 },
  play: async ({ canvas }) => {
    const pages = canvas
      .getAllByRole('button', { name: /^第 \d+ 页$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '48', '49', '50', '51', '52', '100']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
});

export const LastPage = meta.story({
  args: { total: 45, pageNum: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByText('…')).not.toBeInTheDocument();
  },
});
