import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { createMyRemindersStore, type ReminderRecordItem } from '@mall/domain';
import { Button, Empty, Panel, Table, statusColumn, type TableColumn } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { ListPager, listState } from '../../shared/pagedList.tsx';

/**
 * 我的提醒 (otherReminder): every reminder the buyer received, newest first, paged. New ones
 * are 未读 until seen; 查看 clears one and goes where its code leads, as in the dialog titled 消息.
 */
export const OtherReminderPage = observer(function OtherReminderPage() {
  const myReminders = useFeature(createMyRemindersStore);
  const { list } = myReminders;

  useEffect(() => {
    void list.load();
  }, [list]);

  const columns: TableColumn<ReminderRecordItem>[] = [
    { key: 'text', title: '提醒内容', render: (item) => item.text },
    {
      key: 'orders',
      title: '相关订单',
      width: 200,
      nowrap: true,
      render: (item) => (item.orderNumbers.length > 0 ? item.orderNumbers.join('、') : '—'),
    },
    {
      key: 'time',
      title: '提醒时间',
      width: 180,
      nowrap: true,
      render: (item) => item.happenTime,
    },
    // 未读 waits on the buyer; 已读 is closed.
    statusColumn((item) =>
      item.consumed === 0 ? { label: '未读', tone: 'waiting' } : { label: '已读', tone: 'closed' },
    ),
    {
      key: 'action',
      title: '操作',
      width: 96,
      align: 'center',
      nowrap: true,
      render: (item) => (
        <Button
          variant="text"
          size="sm"
          aria-label={`查看：${item.text} ${item.happenTime}`}
          onClick={() => void myReminders.open(item)}
        >
          查看
        </Button>
      ),
    },
  ];

  return (
    <Panel title="我的提醒">
      <Table
        label="我的提醒"
        columns={columns}
        rows={myReminders.items}
        rowKey={(item) => item.id}
        {...listState(list)}
        empty={<Empty description="暂无提醒" />}
      />
      <ListPager list={list} />
    </Panel>
  );
});
