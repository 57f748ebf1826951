import { observer } from 'mobx-react-lite';
import type { PagedList } from '@mall/domain';
import { Pagination } from '@mall/ui';

/** What any server-paged list is, for the helpers below, whatever its rows and filter. */
type AnyPagedList = PagedList<unknown, object>;

/** A paged list's loading, error and retry, as the ui lists and tables take them. */
export const listState = (list: AnyPagedList) => ({
  loading: list.status === 'loading' || list.status === 'idle',
  error: list.status === 'error' ? list.error : undefined,
  onRetry: () => void list.load(),
});

/** The pager under a paged list, once the list has rows (spec section 9's page sizes). */
export const ListPager = observer(function ListPager({ list }: { list: AnyPagedList }) {
  if (list.total === 0) return null;
  return (
    <Pagination
      total={list.total}
      pageNum={list.pageNum}
      pageSize={list.pageSize}
      onChange={(pageNum, pageSize) => void list.setPage(pageNum, pageSize)}
    />
  );
});
