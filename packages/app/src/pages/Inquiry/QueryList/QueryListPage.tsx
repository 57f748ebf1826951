import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { InquiryListStore, InquiryAction } from '@mall/domain';
import {
  createInquiryDetailStore,
  createInquiryHistoryStore,
  createInquiryListStore,
  inquiryActions,
  statusOf,
} from '@mall/domain';
import type { InquiryStatus, InquirySummary } from '@mall/domain/contract/inquiry';
import {
  CURRENT_STATUSES,
  HISTORY_STATUSES,
  INQUIRY_OWNER_MESSAGE,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  specText,
} from '@mall/domain/contract/inquiry';
import {
  Button,
  DialogActions,
  Empty,
  ErrorState,
  InlineNote,
  InquirySearchBar,
  InquiryTable,
  Modal,
  Panel,
  RowActions,
  Stack,
  Tabs,
  TextArea,
} from '@mall/ui';
import { hrefTo } from '../../../routes/links.ts';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { ListPager, listEmpty, listState } from '../../shared/pagedList.tsx';
import { RowAction } from '../../Orders/shared/RowAction.tsx';
import { InquiryGate } from '../shared/InquiryGate.tsx';
import { InquiryDetailDialog, PrintDialog, SplitDialog } from './InquiryDetailDialog.tsx';
import { QueueNote } from './QueueNote.tsx';

const ALL = 'all';

/** The actions' texts; 复制 is 再次询价 in the history. */
const actionText = (action: InquiryAction, history: boolean): string =>
  ({ order: '下单', edit: '编辑', copy: history ? '再次询价' : '复制', cancel: '取消' })[action];

const isStatus = (value: string): value is InquiryStatus =>
  (INQUIRY_STATUSES as readonly string[]).includes(value);

/** 取消询价单, confirmed; a refusal (another's inquiry, a status moved on) stays in the dialog. */
const CancelDialog = observer(function CancelDialog({ store }: { store: InquiryListStore }) {
  const { cancelling, cancellation } = store;
  if (!cancelling) return null;
  return (
    <Modal
      title="取消询价单"
      size="sm"
      open
      onOpenChange={(open) => {
        if (!open) store.dismissCancel();
      }}
      footer={
        <DialogActions cancelDisabled={cancellation.pending} onCancel={store.dismissCancel}>
          <Button
            variant="danger"
            loading={cancellation.pending}
            onClick={() => void store.confirmCancel()}
          >
            确定取消
          </Button>
        </DialogActions>
      }
    >
      <Stack $gap={3}>
        <p>确定取消询价单 {cancelling.inquiryNo} 吗？取消后商城将不再报价。</p>
        {cancellation.error && <ErrorState message={cancellation.error} />}
      </Stack>
    </Modal>
  );
});

/** 删除报价 with its reason (required, at the field); the reason typed stays after a refusal. */
const DeleteQuoteDialog = observer(function DeleteQuoteDialog({
  store,
}: {
  store: InquiryListStore;
}) {
  const { deleting, quoteDeletion } = store;
  if (!deleting) return null;
  return (
    <Modal
      title="删除报价"
      size="md"
      open
      onOpenChange={(open) => {
        if (!open) store.dismissDeleteQuote();
      }}
      footer={
        <DialogActions cancelDisabled={quoteDeletion.pending} onCancel={store.dismissDeleteQuote}>
          <Button
            variant="danger"
            loading={quoteDeletion.pending}
            onClick={() => void store.confirmDeleteQuote()}
          >
            确定删除
          </Button>
        </DialogActions>
      }
    >
      <Stack $gap={3}>
        <p>删除 {specText(deleting.line)} 的报价后，该明细不能再下单。</p>
        <TextArea
          label="删除原因"
          required
          maxLength={100}
          value={deleting.reason}
          error={store.deleteReasonError}
          onChange={(event) => store.setDeleteReason(event.target.value)}
        />
        {quoteDeletion.error && <ErrorState message={quoteDeletion.error} />}
      </Stack>
    </Modal>
  );
});

const InquiryList = observer(function InquiryList({ history }: { history: boolean }) {
  const store = useFeature(history ? createInquiryHistoryStore : createInquiryListStore);
  const detailStore = useFeature(createInquiryDetailStore);
  const { session } = useStores();
  const { list } = store;

  useEffect(() => {
    void list.load();
    return () => {
      store.reset();
      detailStore.reset();
    };
  }, [store, list, detailStore]);

  const statuses = history ? HISTORY_STATUSES : CURRENT_STATUSES;
  const run = (action: InquiryAction, inquiry: InquirySummary) => {
    if (action === 'order') store.order(inquiry);
    else if (action === 'edit') store.edit(inquiry);
    else if (action === 'copy') store.copy(inquiry);
    else store.askCancel(inquiry);
  };
  const actions = (inquiry: InquirySummary) => (
    <RowActions label={`询价单 ${inquiry.inquiryNo}`}>
      <RowAction
        of={inquiry.inquiryNo}
        onClick={() => {
          detailStore.open(inquiry);
          void store.showLines(inquiry);
        }}
      >
        明细
      </RowAction>
      {inquiryActions(inquiry, session.role).map((action) => (
        <RowAction key={action} of={inquiry.inquiryNo} onClick={() => run(action, inquiry)}>
          {actionText(action, history)}
        </RowAction>
      ))}
    </RowActions>
  );

  return (
    <Tabs
      label="询价单状态"
      value={store.status ?? ALL}
      onValueChange={(value) => void store.setStatus(isStatus(value) ? value : undefined)}
      items={[
        { value: ALL, label: '全部', count: store.total },
        ...statuses.map((status) => ({
          value: status,
          label: INQUIRY_STATUS_LABELS[status],
          count: store.counts[status] ?? 0,
        })),
      ]}
    >
      <Stack $gap={3}>
        <InquirySearchBar
          // 清空筛选 empties the field too: the bar starts again from the list's number.
          key={list.filter.inquiryNo ?? ''}
          value={list.filter.inquiryNo ?? ''}
          onSearch={(inquiryNo) => void store.search(inquiryNo)}
        />
        {!history && !session.isAdmin && <InlineNote>{INQUIRY_OWNER_MESSAGE}</InlineNote>}
        {!history && <QueueNote store={detailStore} />}
        <InquiryTable
          label={history ? '历史询价' : '询价单'}
          rows={list.rows.map((inquiry) => ({
            key: inquiry.id,
            inquiryNo: inquiry.inquiryNo,
            createdAt: inquiry.createdAt,
            firstSpec: inquiry.firstSpec,
            lines: `共 ${inquiry.lineCount} 行，已报价 ${inquiry.quotedCount} 行`,
            totalTonnes: inquiry.totalTonnes,
            validUntil: inquiry.validUntil ?? '-',
            status: statusOf('inquiry', inquiry.status),
            actions: actions(inquiry),
          }))}
          {...listState(list)}
          empty={listEmpty({
            filter: { inquiryNo: list.filter.inquiryNo },
            what: '询价单',
            empty: history ? (
              <Empty description="暂无历史询价" />
            ) : (
              <Empty
                description="暂无询价单，发布询价后商城将为您报价"
                action={<a href={hrefTo('query')}>发布询价</a>}
              />
            ),
            onClear: () => void store.search(''),
          })}
        />
        <ListPager list={list} />
      </Stack>
      <InquiryDetailDialog list={store} store={detailStore} />
      <SplitDialog list={store} store={detailStore} />
      <PrintDialog list={store} store={detailStore} />
      <CancelDialog store={store} />
      <DeleteQuoteDialog store={store} />
    </Tabs>
  );
});

const InquiryNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  line-height: 24px;
`;

/** The inquiry area's lists, one click from each other: 询价单, 历史询价, 再次购买. */
const inquiryPages = (
  <InquiryNav aria-label="询价导航">
    <a href={hrefTo('queryList')}>询价单</a>
    <a href={hrefTo('queryHistory')}>历史询价</a>
    <a href={hrefTo('repeatedlyBuy')}>再次购买</a>
  </InquiryNav>
);

/** 询价单 (queryList): the inquiries waiting, being quoted and quoted, with what each allows. */
export const QueryListPage = () => (
  <Panel title="询价单" extra={inquiryPages}>
    <InquiryGate>
      <InquiryList history={false} />
    </InquiryGate>
  </Panel>
);

/** 历史询价 (queryHistory): ordered, expired and cancelled inquiries, read-only, 再次询价. */
export const QueryHistoryPage = () => (
  <Panel title="历史询价" extra={inquiryPages}>
    <InquiryGate>
      <InquiryList history />
    </InquiryGate>
  </Panel>
);
