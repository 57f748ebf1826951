import { useState } from 'react';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { RowActions } from './RowActions.tsx';

const meta = preview.meta({
  title: 'Components/RowActions',
  component: RowActions,
  args: { label: '订单 XS202611080040', children: null },
});

/** Two actions or fewer stay in the row; nothing goes under 更多. */
export const Two = meta.story({
  render: (args) => (
    <RowActions {...args}>
      <Button variant="text">查看</Button>
      <Button variant="text">下载</Button>
    </RowActions>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '查看',
      '下载',
    ]);
  },
});

/** A row of four actions whose last press is shown, so that a play sees an action run. */
function FourActions({ label }: { label: string }) {
  const [ran, setRan] = useState('');
  const action = (name: string) => (
    <Button variant="text" onClick={() => setRan(name)}>
      {name}
    </Button>
  );
  return (
    <>
      <RowActions label={label}>
        {action('查看')}
        {action('下载')}
        {action('重新开票')}
        {action('作废')}
      </RowActions>
      <p role="status">{ran && `已执行：${ran}`}</p>
    </>
  );
}

/** Past two, the rest go under 更多, a menu whose items are the actions themselves. */
export const More = meta.story({
  render: (args) => <FourActions label={args.label} />,
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: '更多操作 订单 XS202611080040' });
    await expect(canvas.queryByRole('button', { name: '重新开票' })).toBeNull();
    await userEvent.click(more);
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['重新开票', '作废']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '重新开票' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已执行：重新开票');
  },
});
