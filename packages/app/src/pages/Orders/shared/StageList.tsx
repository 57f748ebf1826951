import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { PagedList } from '@mall/domain';
import type { OrderFilter, OrderSummary } from '@mall/domain/contract/orders';
import { OrderFilterBar, OrderTable, Stack, type OrderSelection } from '@mall/ui';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { OrderGate } from './OrderGate.tsx';
import { toFilterValue, toOrderCard, toOrderFilter } from './orderCards.ts';

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
  /** Makes the orders selectable. */
  selection?: OrderSelection;
  /** Above the table, e.g. 提交订单 for the selection, or a note. */
  toolbar?: ReactNode;
}

/**
 * A stage's order list: the certification gate, the filters, the order cards with the page's
 * actions, and the pager. Loads on mount (certified companies only).
 */
export const StageList = observer(function StageList(props: StageListProps) {
  return (
    <OrderGate>
      <Loaded {...props} />
    </OrderGate>
  );
});

const Loaded = observer(function Loaded({
  list,
  label,
  empty,
  actions,
  money,
  notice,
  selection,
  toolbar,
}: StageListProps) {
  useEffect(() => {
    void list.load();
  }, [list]);
  // Built at each render: the callbacks read observables (e.g. a loaded detail) that this
  // observer tracks through them.
  const cards = list.rows.map((order) => ({
    ...toOrderCard(order),
    actions: actions(order),
    money: money?.(order),
    notice: notice?.(order),
  }));

  return (
    <Stack $gap={3}>
      <OrderFilterBar
        value={toFilterValue(list.filter)}
        onSearch={(value) => void list.setFilter(toOrderFilter(value))}
        onReset={() => void list.setFilter({})}
      />
      {toolbar}
      <OrderTable
        label={label}
        orders={cards}
        {...listState(list)}
        empty={empty}
        selection={selection}
      />
      <ListPager list={list} />
    </Stack>
  );
});
