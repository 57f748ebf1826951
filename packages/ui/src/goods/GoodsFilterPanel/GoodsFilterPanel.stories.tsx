import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { GoodsFilterPanel, type FilterGroup, type FilterValue } from './GoodsFilterPanel.tsx';

const options = (...labels: string[]) => labels.map((label) => ({ value: label, label }));

/** The filter groups as the property list gives them. */
const groups: FilterGroup[] = [
  {
    key: 'grade',
    label: '牌号',
    options: options(
      '1060',
      '1100',
      '3003',
      '3004',
      '5052',
      '5083',
      '6061',
      '6063',
      '6082',
      '7075',
    ),
  },
  { key: 'temper', label: '状态', options: options('O', 'H14', 'H24', 'H32', 'T5', 'T6', 'T651') },
  {
    key: 'thickness',
    label: '厚度',
    options: options('0.2mm', '1.0mm', '1.5mm', '2.0mm', '3.0mm', '20.0mm'),
  },
  { key: 'width', label: '宽度', options: options('1000mm', '1220mm', '1250mm', '1520mm') },
  { key: 'surface', label: '表面', options: options('原色', '拉丝', '阳极氧化', '喷涂') },
  { key: 'tectorial', label: '涂层', options: options('覆膜', '无') },
  { key: 'warehouse', label: '仓库', options: options('佛山仓', '无锡仓', '巩义仓', '上海仓') },
];

const meta = preview.meta({
  title: 'Components/GoodsFilterPanel',
  component: GoodsFilterPanel,
  args: { groups, value: {}, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<FilterValue>(args.value);
    const handleChange = (next: FilterValue) => {
      setValue(next);
      args.onChange(next);
    };
    return (
      <div style={{ maxWidth: 900 }}>
        <GoodsFilterPanel {...args} value={value} onChange={handleChange} />
      </div>
    );
  },
});

/** Nothing chosen: a chip toggles on, and the summary appears with it. */
export const NoneChosen = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByText('已选条件：')).not.toBeInTheDocument();
    const grade = canvas.getByRole('toolbar', { name: '牌号' });
    const chip = within(grade).getByRole('button', { name: '6061' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onChange).toHaveBeenLastCalledWith({ grade: ['6061'] });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '移除 牌号：6061' })).toBeVisible();
  },
});

/** Chosen filters show in the summary; a tag removes one, 清空筛选 removes them all. */
export const Chosen = meta.story({
  args: { value: { grade: ['6061', '5052'], warehouse: ['佛山仓'] } },
  play: async ({ args, canvas, userEvent }) => {
    const summary = canvas.getByRole('list', { name: '已选条件：' });
    await expect(
      within(summary)
        .getAllByRole('button')
        .map((tag) => tag.textContent),
    ).toEqual(['牌号：5052', '牌号：6061', '仓库：佛山仓']);
    await userEvent.click(canvas.getByRole('button', { name: '移除 牌号：5052' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      grade: ['6061'],
      warehouse: ['佛山仓'],
    });
    await userEvent.click(canvas.getByRole('button', { name: '移除 仓库：佛山仓' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ grade: ['6061'] });
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.queryByText('已选条件：')).not.toBeInTheDocument();
  },
});

/** A long row shows 8 chips and 更多; 更多 shows the rest and turns into 收起. */
export const MoreAndLess = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grade = canvas.getByRole('toolbar', { name: '牌号' });
    await expect(within(grade).getAllByRole('button')).toHaveLength(8);
    await expect(within(grade).queryByRole('button', { name: '7075' })).not.toBeInTheDocument();
    const more = canvas.getByRole('button', { name: '更多' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', grade.id);
    await userEvent.click(more);
    await expect(within(grade).getAllByRole('button')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
});

/** Keyboard: Tab reaches a row, arrow keys move along it, Space toggles. */
export const Keyboard = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1060' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ grade: ['3003'] });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '更多' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'O' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ grade: ['3003'], temper: ['O'] });
  },
});

/** The choices still loading: each group's row keeps its place, with a placeholder for its chips. */
export const Loading = meta.story({
  args: { groups: groups.map((group) => ({ ...group, options: [] })), loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('牌号')).toBeVisible();
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
});
