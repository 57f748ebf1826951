import { expect, fn, within } from 'storybook/test';
import styled from 'styled-components';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Empty, FilteredEmpty } from '../Empty/Empty.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { FilterBar, FilterField } from '../FilterBar/FilterBar.tsx';
import { Input } from '../Input/Input.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { RowActions } from '../RowActions/RowActions.tsx';
import { statusColumn, type StatusValue } from '../StatusTag/StatusTag.tsx';
import { byKey, Table, type TableColumn } from '../Table/Table.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';

/**
 * 规范 — 列表: the one list pattern every list page follows (UI.md, issue 31): the title, the
 * tabs with their counts, the filter bar (重置 then 查询), a table whose number, specification,
 * time, status and action columns never wrap, at most two row actions plus 更多, the pager at
 * the bottom right (共 N 条 alone under one page), the filtered empty state with 清空筛选, and a
 * permanent error with the way back instead of 重试.
 */
const meta = preview.meta({ title: '规范/列表' });

interface Row {
  key: number;
  orderNo: string;
  spec: string;
  weight: string;
  amount: string;
  createdAt: string;
  status: StatusValue;
}

const rows: Row[] = [
  {
    key: 1,
    orderNo: 'DD20260318021001',
    spec: '2×1220×2440',
    weight: '5.000',
    amount: '155,770.10',
    createdAt: '2026-03-18 09:30:00',
    status: { label: '已申请开票', tone: 'active' },
  },
  {
    key: 2,
    orderNo: 'DD20260317022002',
    spec: '0.5×1250(卷)',
    weight: '12.360',
    amount: '1,043,431.31',
    createdAt: '2026-03-17 16:05:12',
    status: { label: '待补款', tone: 'waiting' },
  },
  {
    key: 3,
    orderNo: 'DD20260316020003',
    spec: '',
    weight: '30.000',
    amount: '596,400.00',
    createdAt: '2026-03-16 11:42:50',
    status: { label: '已完成', tone: 'done' },
  },
];

const onAction = fn();

const columns: TableColumn<Row>[] = [
  { key: 'orderNo', title: '订单编号', width: 170, nowrap: true },
  { key: 'spec', title: '规格(mm)', width: 140, nowrap: true },
  { key: 'weight', title: '重量(吨)', align: 'right', width: 100 },
  { key: 'amount', title: '金额(元)', align: 'right', width: 130 },
  { key: 'createdAt', title: '下单时间', width: 170, nowrap: true },
  statusColumn((row) => row.status),
  {
    key: 'actions',
    title: '操作',
    width: 210,
    render: (row) => (
      <RowActions label={`订单 ${row.orderNo}`}>
        {['查看详情', '查看发票', '撤销申请', '评价订单'].map((action) => (
          <Button
            key={action}
            variant="text"
            size="sm"
            onClick={() => onAction(action, row.orderNo)}
          >
            {action}
          </Button>
        ))}
      </RowActions>
    ),
  },
];

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 1000px;
  padding: 16px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 20px;
`;

function ListPage({ body, total }: { body: 'rows' | 'filtered' | 'notFound'; total: number }) {
  return (
    <Page>
      <Title>开票管理</Title>
      <Tabs
        label="开票状态"
        items={[
          { value: 'none', label: '待开票', count: 6 },
          { value: 'applied', label: '已申请开票', count: 3 },
          { value: 'issued', label: '已开票' },
        ]}
        defaultValue="applied"
      >
        <FilterBar label="订单筛选" onSearch={fn()} onReset={fn()}>
          <FilterField>
            <Input label="订单编号" $labelWidth="64px" placeholder="输入订单编号" />
          </FilterField>
        </FilterBar>
        {body === 'notFound' ? (
          <ErrorState message="订单不存在" back={<Button>返回订单列表</Button>} />
        ) : (
          <Table
            label="已申请开票"
            columns={columns}
            rows={body === 'rows' ? rows : []}
            rowKey={byKey}
            empty={
              body === 'filtered' ? (
                <FilteredEmpty what="订单" onClear={fn()} />
              ) : (
                <Empty description="暂无订单" />
              )
            }
          />
        )}
        <Pagination total={total} pageNum={1} pageSize={10} onChange={fn()} />
      </Tabs>
    </Page>
  );
}

/** The pattern with rows: 重置 before 查询, two actions and 更多 a row, 共 3 条 alone. */
export const List = meta.story({
  render: () => <ListPage body="rows" total={3} />,
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('search', { name: '订单筛选' });
    const buttons = within(search).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['重置', '查询']);
    const first = canvas.getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    await expect(within(first).getByText('2×1220×2440')).toHaveAttribute('title', '2×1220×2440');
    await expect(within(first).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(
      within(first).getByRole('button', { name: '更多操作 订单 DD20260318021001' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '评价订单' }));
    await expect(onAction).toHaveBeenLastCalledWith('评价订单', 'DD20260318021001');
    const pager = canvas.getByRole('navigation', { name: '分页' });
    await expect(pager).toHaveTextContent('共 3 条');
    await expect(within(pager).queryByRole('button')).not.toBeInTheDocument();
  },
});

/** A filter that matches nothing says so and offers 清空筛选; the badges keep their counts. */
export const Filtered = meta.story({
  render: () => <ListPage body="filtered" total={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合筛选条件的订单')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清空筛选' })).toBeVisible();
  },
});

/** A permanent error (订单不存在) offers the way back, not 重试. */
export const NotFound = meta.story({
  render: () => <ListPage body="notFound" total={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单不存在');
    await expect(canvas.getByRole('button', { name: '返回订单列表' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  },
});
