import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { StaffTable, type StaffRow } from './StaffTable.tsx';

const rows: StaffRow[] = [
  {
    key: 1,
    mobile: '13800000001',
    realname: '陈志强',
    role: '企业管理员',
    status: '正常',
    permission: '全部权限',
    createdAt: '2026-02-16 10:00:00',
  },
  {
    key: 5,
    mobile: '13800000003',
    realname: '王海峰',
    role: '企业员工',
    status: '待审核',
    permission: '采购下单',
    createdAt: '2026-03-18 08:00:00',
    actions: (
      <>
        <Button size="sm">通过</Button>
        <Button size="sm">拒绝</Button>
      </>
    ),
  },
  {
    key: 4,
    mobile: '13900000088',
    realname: '-',
    role: '企业员工',
    status: '已邀请',
    permission: '采购下单',
    createdAt: '2026-03-17 09:00:00',
  },
];

const meta = preview.meta({
  title: 'Components/StaffTable',
  component: StaffTable,
  args: { rows },
});

/** Members with their role, state and permission; a row without actions shows '-'. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: '员工列表' }));
    await expect(table.getByRole('columnheader', { name: '员工权限' })).toBeVisible();
    await expect(table.getByRole('button', { name: '通过' })).toBeVisible();
    await expect(table.getAllByRole('cell', { name: '-' })).toHaveLength(3);
  },
});
