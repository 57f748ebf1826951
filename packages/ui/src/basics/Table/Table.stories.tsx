import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Currency } from '../Currency/Currency.tsx';
import { Empty } from '../Empty/Empty.tsx';
import { GoodsAttribute } from '../../goods/GoodsAttribute/GoodsAttribute.tsx';
import { FixedDecimal } from '../NumberText/NumberText.tsx';
import { Table, type TableColumn } from './Table.tsx';

/** An order row as a page container hands it over: every figure already formatted. */
interface OrderRow {
  orderNo: string;
  goodsName: string;
  goodsAttribute: string;
  tonnage: string;
  unitPrice: string;
  amount: string;
  stage: string;
}

const onView = fn();
const onShop = fn();

const columns: TableColumn<OrderRow>[] = [
  { key: 'orderNo', title: '订单号', width: 170 },
  {
    key: 'goods',
    title: '商品',
    render: (row) => (
      <>
        {row.goodsName}
        <GoodsAttribute>{row.goodsAttribute}</GoodsAttribute>
      </>
    ),
  },
  {
    key: 'tonnage',
    title: '吨数',
    align: 'right',
    width: 100,
    render: (row) => <FixedDecimal unit="吨">{row.tonnage}</FixedDecimal>,
  },
  {
    key: 'unitPrice',
    title: '单价',
    align: 'right',
    width: 120,
    render: (row) => <Currency>{row.unitPrice}</Currency>,
  },
  {
    key: 'amount',
    title: '金额',
    align: 'right',
    width: 140,
    render: (row) => <Currency>{row.amount}</Currency>,
  },
  { key: 'stage', title: '阶段', width: 80 },
  {
    key: 'actions',
    title: '操作',
    width: 90,
    render: (row) => (
      <Button variant="text" size="sm" onClick={() => onView(row.orderNo)}>
        查看详情
      </Button>
    ),
  },
];

const goods = [
  ['6061-T6 铝板', '佛山仓/阳极氧化/覆膜', '12.500', '¥21,350.00', '¥266,875.00', '待付款'],
  ['5052-H32 铝卷', '无锡仓/拉丝', '8.000', '¥20,480.00', '¥163,840.00', '备货中'],
  ['1060 铝箔', '巩义仓/原色', '3.250', '¥19,900.00', '¥64,675.00', '待发货'],
] as const;

const orders: OrderRow[] = Array.from({ length: 12 }, (_, index) => {
  const [goodsName, goodsAttribute, tonnage, unitPrice, amount, stage] =
    goods[index % 3] ?? goods[0];
  return {
    orderNo: `DD2024061800${String(index + 1).padStart(2, '0')}`,
    goodsName,
    goodsAttribute,
    tonnage,
    unitPrice,
    amount,
    stage,
  };
});

const meta = preview.meta({
  title: 'Components/Table',
  component: Table<OrderRow>,
  args: {
    label: '订单列表',
    columns,
    rows: orders.slice(0, 3),
    rowKey: (row) => row.orderNo,
    onRetry: fn(),
  },
});

export const Loaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '订单列表' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['订单号', '商品', '吨数', '单价', '金额', '阶段', '操作']);
    await expect(canvas.getByRole('cell', { name: '¥266,875.00' })).toHaveStyle({
      textAlign: 'right',
    });
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: '查看详情' }));
    await expect(onView).toHaveBeenCalledWith('DD202406180002');
  },
});

export const Loading = meta.story({
  args: { loading: true, skeletonRows: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    const table = canvas.getByRole('table', { name: '订单列表' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByText('DD202406180001')).not.toBeInTheDocument();
  },
});

export const EmptyList = meta.story({
  args: {
    rows: [],
    empty: (
      <Empty
        description="暂无订单"
        action={
          <Button variant="primary" onClick={onShop}>
            去逛逛现货商城
          </Button>
        }
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去逛逛现货商城' }));
    await expect(onShop).toHaveBeenCalledTimes(1);
  },
});

export const LoadError = meta.story({
  args: { error: '服务器错误' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器错误');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** A long page scrolls under the header row, which stays in place. */
export const StickyHeader = meta.story({
  args: { rows: orders },
  decorators: [
    (Story) => (
      <div data-testid="scroll-area" style={{ height: 260, overflow: 'auto' }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const area = canvas.getByTestId('scroll-area');
    area.scrollTop = 200;
    const header = canvas.getByRole('columnheader', { name: '订单号' });
    await expect(area.scrollTop).toBe(200);
    await expect(header.getBoundingClientRect().top).toBe(area.getBoundingClientRect().top);
  },
});
