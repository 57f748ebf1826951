import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { OrderChoice, PagedList } from '@mall/domain';
import type { OrderFilter, OrderSummary } from '@mall/domain/contract/orders';
import {
  InlineNote,
  OrderFilterBar,
  OrderTable,
  Stack,
  type OrderSelection,
  type OrderTableProps,
} from '@mall/ui';
import { OrderListPager, listEmpty, listState } from '../../shared/pagedList.tsx';
import { OrderGate } from './OrderGate.tsx';
import { SettlementRefundNote } from './SettlementRefundNote.tsx';
import { WeighingDiffNote } from './WeighingDiffNote.tsx';
import { toFilterValue, toOrderCard, toOrderFilter, toOrderIds } from './orderCards.ts';
import { useOrderCentre } from './useOrderCentre.ts';
import { PAYMENT_BY_ADMIN } from './StageEmpty.tsx';

export interface StageFilterProps {
  /** The list's filter. */
  filter: OrderFilter;
  /** Called with the new filter: 查询 with the fields filled in, or 重置 with none. */
  onChange: (filter: OrderFilter) => void;
}

/** The order lists' filter bar (order number and dates) over a list's filter. */
export const StageFilter = observer(function StageFilter({ filter, onChange }: StageFilterProps) {
  return (
    <OrderFilterBar
      // A new filter from outside (清空筛选) shows in the fields: the bar starts again from it.
      key={JSON.stringify(filter)}
      value={toFilterValue(filter)}
      onSearch={(value) => onChange(toOrderFilter(value))}
      onReset={() => onChange({})}
    />
  );
});

/** What an administrator may do with a stage's orders, and what an employee is told instead. */
export interface StageAdmin {
  /** The employee's note, e.g. 付款需由企业管理员操作. */
  note: string;
  /** The administrator's choice of orders: the table gets checkboxes. */
  choice?: OrderChoice;
  /** The administrator's bar above the table, e.g. 提交订单 for the choice. */
  bar?: ReactNode;
}

/** A payment stage's administrator part: the choice and its paying bar; employees get the note. */
export const paymentAdmin = (choice: OrderChoice, bar: ReactNode): StageAdmin => ({
  note: PAYMENT_BY_ADMIN,
  choice,
  bar,
});

export interface StageListProps {
  /** The stage's server-paged list. */
  list: PagedList<OrderSummary, OrderFilter>;
  /** The accessible name of the table, e.g. 待提交订单. */
  label: string;
  /** What the list shows with no order: a sentence and the way on. */
  empty: ReactNode;
  /** The actions of an order. */
  actions: (order: OrderSummary) => ReactNode;
  /** The money column of an order; its totals without it. */
  money?: (order: OrderSummary) => ReactNode;
  /** A notice under an order's goods. */
  notice?: (order: OrderSummary) => ReactNode;
  /** Above the table for everyone, e.g. the status filter and 导出订单. */
  toolbar?: ReactNode;
  /** The administrator's part of the stage; the list is the same for everyone without it. */
  admin?: StageAdmin;
  /** Weighed lines read their weighed tonnes and amounts (the lists after the final payment). */
  weighed?: boolean;
}

/**
 * A stage's order list: the certification gate, the filters, the administrator's choice and bar
 * (or the employee's note), the order cards with the page's actions, and the pager. Loads on
 * mount (certified companies only).
 */
export const StageList = observer(function StageList(props: StageListProps) {
  return (
    <OrderGate>
      <Loaded {...props} />
    </OrderGate>
  );
});

/** The OrderTable's checkboxes over a choice: orders it refuses are disabled. */
const selectionOf = (
  list: PagedList<OrderSummary, OrderFilter>,
  choice: OrderChoice,
): OrderSelection => ({
  selected: choice.selected,
  onChange: (keys) => choice.select(toOrderIds(keys)),
  disabled: (key) => {
    const order = list.rows.find((row) => row.orderId === key);
    return order !== undefined && !choice.selectable(order);
  },
});

/**
 * Each loaded order's card, made once (its money formatted exactly, 50 orders a page) and kept
 * with the order object: a render for a selection, or a tab's cached page shown again, reuses
 * it. A pure function's results, so nothing of one list or story reaches another.
 */
const madeCards = {
  ordered: new WeakMap<OrderSummary, ReturnType<typeof toOrderCard>>(),
  weighed: new WeakMap<OrderSummary, ReturnType<typeof toOrderCard>>(),
};
const cardOf = (order: OrderSummary, weighed: boolean) => {
  const made = madeCards[weighed ? 'weighed' : 'ordered'];
  const card = made.get(order) ?? toOrderCard(order, { weighed });
  made.set(order, card);
  return card;
};

const Loaded = observer(function Loaded({
  list,
  label,
  empty,
  actions,
  money,
  notice,
  toolbar,
  admin,
  weighed = false,
}: StageListProps) {
  const { isAdmin } = useOrderCentre();
  useEffect(() => {
    void list.load();
  }, [list]);
  // Built at each render: the callbacks read observables (e.g. a loaded detail) that this
  // observer tracks through them.
  const cards = list.rows.map((order) => ({
    ...cardOf(order, weighed),
    actions: actions(order),
    money: money?.(order),
    notice: withSettlement(order, notice?.(order)),
  }));
  const choice = isAdmin ? admin?.choice : undefined;

  return (
    <Stack $gap={3}>
      <StageFilter filter={list.filter} onChange={(filter) => void list.setFilter(filter)} />
      {toolbar}
      {admin && (isAdmin ? admin.bar : <InlineNote>{admin.note}</InlineNote>)}
      <StageTable
        list={list}
        label={label}
        orders={cards}
        empty={listEmpty({
          filter: list.filter,
          what: '订单',
          empty,
          onClear: () => void list.setFilter({}),
        })}
        selection={choice && selectionOf(list, choice)}
      />
      <OrderListPager list={list} />
    </Stack>
  );
});

/**
 * The page's notice of an order, after what settled it: a 磅差 the buyer confirmed or the mall
 * upheld (the final payment is on that weighing), and a settlement refund (an order owed money
 * says it was refunded on every list it is in). A 磅差 still open is the stocking page's notice.
 */
const withSettlement = (order: OrderSummary, notice: ReactNode): ReactNode => {
  const settledDiff =
    order.weighingDiff && ['confirmed', 'upheld'].includes(order.weighingDiff.status)
      ? order.weighingDiff
      : null;
  if (!settledDiff && !order.settlementRefund) return notice;
  return (
    <Stack $gap={2}>
      {settledDiff && <WeighingDiffNote diff={settledDiff} />}
      {order.settlementRefund && <SettlementRefundNote refund={order.settlementRefund} />}
      {notice}
    </Stack>
  );
};

/**
 * The table, which alone follows the list's loading state: when a page starts loading, the
 * cards built above are not built again and, memoised, do not render again.
 */
const StageTable = observer(function StageTable({
  list,
  ...props
}: OrderTableProps & Pick<StageListProps, 'list'>) {
  return <OrderTable {...props} {...listState(list)} />;
});
