import { useState, type Key } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { expectEmpty, loadingState, serverErrorState } from '../../storyStates.ts';
import { OrderTable, type OrderCard } from './OrderTable.tsx';

/** Orders as the app hands them over: figures already formatted. */
const plate: OrderCard = {
  key: 21001,
  orderNo: 'DD20260318021001',
  createdAt: '2026-03-18 08:15:00',
  status: { label: '待提交', tone: 'waiting' },
  buyerName: '陈志强',
  poNo: 'PO-2026-0042',
  lines: [
    {
      key: 1,
      productName: '6061-T6 铝板',
      spec: '2×1250×2500',
      attribute: '佛山/原色/覆膜',
      weight: '5.000',
      unitPrice: '¥23,450.00',
      amount: '¥117,250.00',
    },
    {
      key: 2,
      productName: '5052-H32 铝卷',
      spec: '1.5×1220(卷)',
      attribute: '无锡/原色/无膜',
      weight: '3.250',
      unitPrice: '¥22,180.00',
      amount: '¥72,085.00',
    },
  ],
  totals: '共 8.250 吨 ¥189,335.00',
  actions: (
    <>
      <Button variant="text" size="sm">
        修改订单
      </Button>
      <Button variant="text" size="sm">
        查看详情
      </Button>
      <Button variant="text" size="sm">
        取消订单
      </Button>
    </>
  ),
};
const ingot: OrderCard = {
  key: 21002,
  orderNo: 'DD20260317021002',
  createdAt: '2026-03-17 09:15:00',
  status: { label: '待付款', tone: 'waiting' },
  buyerName: '林晓燕',
  lines: [
    {
      key: 3,
      productName: 'A00 铝锭',
      spec: '',
      attribute: '巩义',
      weight: '12.500',
      unitPrice: '¥19,320.00',
      amount: '¥241,500.00',
    },
  ],
  totals: '共 12.500 吨 ¥241,500.00',
  money: '定金 ¥48,300.00',
  notice: '付款确认中：¥48,300.00 的转账待财务确认',
};

/** n orders of one line each, keys from 1. */
const many = (n: number): OrderCard[] =>
  Array.from({ length: n }, (_, i) => ({
    ...ingot,
    key: i + 1,
    orderNo: `DD2026031800${String(i + 1).padStart(4, '0')}`,
    notice: undefined,
  }));

const meta = preview.meta({
  title: 'Components/OrderTable',
  component: OrderTable,
  args: {
    label: '待提交订单',
    orders: [plate, ingot],
    onRetry: fn(),
    empty: (
      <Empty
        description="暂无待提交订单"
        action={<a href="#/home/modelStore/search">去逛逛现货商城</a>}
      />
    ),
  },
});

/**
 * Order cards: the header, the lines with their figures, the money column, actions (two in the
 * card, the third under 更多) and notice.
 */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '待提交订单' });
    const first = within(table).getByRole('rowgroup', { name: '订单 DD20260318021001' });
    const second = within(table).getByRole('rowgroup', { name: '订单 DD20260317021002' });
    await expect(first).toHaveTextContent('订单号：DD20260318021001');
    await expect(first).toHaveTextContent('下单人：陈志强');
    await expect(first).toHaveTextContent('采购单号：PO-2026-0042');
    await expect(second).not.toHaveTextContent('采购单号');
    await expect(first).toHaveTextContent('6061-T6 铝板');
    await expect(first).toHaveTextContent('¥72,085.00');
    await expect(first).toHaveTextContent('共 8.250 吨 ¥189,335.00');
    await expect(within(first).getByRole('button', { name: '查看详情' })).toBeVisible();
    await expect(within(first).queryByRole('button', { name: '取消订单' })).toBeNull();
    await userEvent.click(
      within(first).getByRole('button', { name: '更多操作 订单 DD20260318021001' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '取消订单' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(second).toHaveTextContent('定金 ¥48,300.00');
    await expect(second).toHaveTextContent('付款确认中');
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
});

/** Selectable: each order's box and 全选 (which skips the order that cannot be chosen). */
export const Selectable = meta.story({
  args: {
    selection: { selected: new Set<Key>(), onChange: fn(), disabled: (key: Key) => key === 21002 },
  },
  render: function Render(args) {
    const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
    return (
      <OrderTable
        {...args}
        selection={{
          ...args.selection,
          selected,
          onChange: (next) => {
            setSelected(next);
            args.selection?.onChange(next);
          },
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(
      canvas.getByRole('checkbox', { name: '选择订单 DD20260317021002' }),
    ).toBeDisabled();
    await userEvent.click(all);
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith(new Set([21001]));
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择订单 DD20260318021001' }));
    await expect(all).toHaveAttribute('aria-checked', 'false');
  },
});

export const Loading = meta.story({
  args: { ...loadingState.args, orders: [] },
  play: loadingState.play,
});

/** Nothing in the stage: the page's sentence and the way on. */
export const EmptyList = meta.story({
  name: 'Empty',
  args: { orders: [] },
  play: async (context) => {
    await expectEmpty('暂无待提交订单')(context);
    await expect(context.canvas.getByRole('link', { name: '去逛逛现货商城' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  args: { ...serverErrorState.args, orders: [] },
  play: serverErrorState.play,
});

/** 1,000 orders: virtualised, so the DOM holds only the cards in view. */
export const ThousandOrders = meta.story({
  args: { orders: many(1000), label: '全部订单' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '全部订单' });
    await waitFor(() =>
      expect(table.querySelectorAll('tbody[data-card]').length).toBeGreaterThan(0),
    );
    const cards = table.querySelectorAll('tbody[data-card]').length;
    await expect(cards).toBeLessThan(50);
    await expect(canvas.getByText('订单号：DD20260318000001')).toBeVisible();
    await expect(canvas.queryByText('订单号：DD20260318001000')).not.toBeInTheDocument();
  },
});

/** A page of 50 orders renders in full, without virtualisation. */
export const FiftyOrders = meta.story({
  args: { orders: many(50), label: '全部订单' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '全部订单' });
    await expect(table.querySelectorAll('tbody[data-card]')).toHaveLength(50);
  },
});
