import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SortBar, type SortValue } from './SortBar.tsx';

const meta = preview.meta({
  title: 'Components/SortBar',
  component: SortBar,
  args: {
    value: { field: 'default', direction: 'asc' } as SortValue,
    onChange: fn(),
    total: 128,
    pageSize: 20,
    onPageSizeChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [pageSize, setPageSize] = useState(args.pageSize);
    return (
      <div style={{ maxWidth: 900 }}>
        <SortBar
          {...args}
          value={value}
          pageSize={pageSize}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
          onPageSizeChange={(size) => {
            setPageSize(size);
            args.onPageSizeChange(size);
          }}
        />
      </div>
    );
  },
});

/** 综合 is the default; the count reads 共 128 件. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '综合' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('共 128 件');
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('20条/页');
  },
});

/** A field starts ascending; pressing it again flips it to descending. */
export const ByPrice = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '价格' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'price', direction: 'asc' });
    const price = canvas.getByRole('button', { name: '价格 升序' });
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(price);
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'price', direction: 'desc' });
    await expect(canvas.getByRole('button', { name: '价格 降序' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '综合' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
});

/** Sorted by stock, descending, as the app may restore it from the address. */
export const StockDescending = meta.story({
  args: { value: { field: 'stock', direction: 'desc' } as SortValue, total: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: '库存 降序' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '综合' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'default', direction: 'asc' });
  },
});

/** Keyboard: Tab reaches each field, Enter sorts; the page size opens with Enter, the arrows choose. */
export const Keyboard = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '厚度' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ field: 'thickness', direction: 'asc' });
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getByRole('option', { name: '20条/页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
});
