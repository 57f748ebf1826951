import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Input/Input.tsx';
import { FilterBar, FilterField } from './FilterBar.tsx';

const meta = preview.meta({
  title: 'Components/FilterBar',
  component: FilterBar,
  args: { label: '订单筛选', onSearch: fn(), onReset: fn(), children: null },
});

/** The fields, then 重置 before 查询 (the primary); Enter in a field searches as 查询 does. */
export const Fields = meta.story({
  render: (args) => (
    <FilterBar {...args}>
      <FilterField>
        <Input label="订单编号" placeholder="如 XS2026…" />
      </FilterField>
      <FilterField>
        <Input label="商品名称" />
      </FilterField>
    </FilterBar>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('search', { name: '订单筛选' });
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['重置', '查询']);
    await userEvent.type(canvas.getByLabelText('订单编号'), 'XS202611080040{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(form).toBeVisible();
  },
});

/** A page's own button after 查询, e.g. 申请售后. */
export const WithExtra = meta.story({
  render: (args) => (
    <FilterBar {...args} extra={<Button>申请售后</Button>}>
      <FilterField>
        <Input label="售后单号" />
      </FilterField>
    </FilterBar>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['重置', '查询', '申请售后']);
  },
});
