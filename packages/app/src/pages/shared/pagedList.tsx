import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { createPreferencesStore, type PagedList } from '@mall/domain';
import { FilteredEmpty, Pagination } from '@mall/ui';
import { useFeature } from '../../stores/StoresContext.tsx';

/** What any server-paged list is, for the helpers below, whatever its rows and filter. */
type AnyPagedList = PagedList<unknown, object>;

/** A paged list's loading, error and retry, as the ui lists and tables take them. */
export const listState = (list: AnyPagedList) => ({
  loading: list.status === 'loading' || list.status === 'idle',
  error: list.status === 'error' ? list.error : undefined,
  onRetry: () => void list.load(),
});

/** Whether the buyer narrowed a list: one of its filter's fields holds something. */
export const isFiltered = (filter: object): boolean =>
  Object.values(filter).some((value) => value !== undefined && value !== null && value !== '');

/**
 * What a list shows with no row (UI.md): when the buyer's filter left nothing, 没有符合筛选条件的
 * 〈what〉 and 清空筛选, which empties it; a list with nothing at all, `empty` (why, and the way on).
 */
export const listEmpty = ({
  filter,
  what,
  empty,
  onClear,
}: {
  /** The buyer's own filter fields (not a tab the list is on). */
  filter: object;
  /** What the list lists, e.g. 售后申请. */
  what: string;
  /** The empty state of the list with nothing in it. */
  empty: ReactNode;
  /** 清空筛选: the filter's fields emptied, the list loaded again. */
  onClear: () => void;
}): ReactNode => (isFiltered(filter) ? <FilteredEmpty what={what} onClear={onClear} /> : empty);

/** The pager under a paged list, once the list has rows (spec section 9's page sizes). */
export const ListPager = observer(function ListPager({
  list,
  onPageSize,
}: {
  list: AnyPagedList;
  /** Told when the buyer chooses another page size. */
  onPageSize?: (pageSize: number) => void;
}) {
  if (list.total === 0) return null;
  return (
    <Pagination
      total={list.total}
      pageNum={list.pageNum}
      pageSize={list.pageSize}
      onChange={(pageNum, pageSize) => {
        if (pageSize !== list.pageSize) onPageSize?.(pageSize);
        void list.setPage(pageNum, pageSize);
      }}
    />
  );
});

/**
 * An order list's pager: the page size the buyer last chose in any order list is kept for them
 * by the mall (userWindowConfig), so it follows them across logins; the list takes it on arrival.
 */
export const OrderListPager = observer(function OrderListPager({ list }: { list: AnyPagedList }) {
  const { orderPageSize } = useFeature(createPreferencesStore);
  useEffect(() => {
    void orderPageSize.read().then((size) => {
      if (size !== null && size !== list.pageSize) void list.setPage(1, size);
    });
  }, [orderPageSize, list]);
  return <ListPager list={list} onPageSize={(size) => void orderPageSize.keep(size)} />;
});
