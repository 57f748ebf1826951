import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { PHASE_TEXT, createReservationsStore, phaseAt } from '@mall/domain';
import { Button, Empty, Panel, Table } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { href, links } from '../../../routes/links.ts';

/**
 * 我的预约 (otherPreBook): the auction activities the buyer reserved, with their start, state
 * and a link to their lots, and 取消预约.
 */
export const PreBookPage = observer(function PreBookPage() {
  const root = useStores();
  const store = root.feature(createReservationsStore);
  const { list } = store;

  useEffect(() => {
    void store.list.load();
  }, [store]);

  return (
    <Panel title="我的预约">
      <Table
        label="我的预约"
        rows={list.data ?? []}
        rowKey={(activity) => activity.id}
        loading={list.status === 'loading' || list.status === 'idle'}
        {...(list.status === 'error' && { error: list.error })}
        onRetry={() => void list.load()}
        empty={<Empty description="暂无预约的竞拍专场" />}
        columns={[
          {
            key: 'title',
            title: '竞拍专场',
            render: (activity) => <a href={href(links.auction(activity.id))}>{activity.title}</a>,
          },
          { key: 'startTime', title: '开始时间' },
          { key: 'endTime', title: '结束时间' },
          {
            key: 'auctionStatus',
            title: '状态',
            render: (activity) => PHASE_TEXT[phaseAt(activity, Date.now())],
          },
          {
            key: 'actions',
            title: '操作',
            render: (activity) => (
              <Button
                size="sm"
                variant="text"
                loading={store.cancelling === activity.id}
                aria-label={`取消预约 ${activity.title}`}
                onClick={() => void store.cancel(activity.id)}
              >
                取消预约
              </Button>
            ),
          },
        ]}
      />
    </Panel>
  );
});
