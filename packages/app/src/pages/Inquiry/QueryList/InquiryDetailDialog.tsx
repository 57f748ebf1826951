import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { InquiryDetailStore, InquiryListStore } from '@mall/domain';
import { canDeleteQuote, canRequote, canSplit, formatMoney, orderableLines } from '@mall/domain';
import type { InquiryDetail } from '@mall/domain/contract/inquiry';
import { specText } from '@mall/domain/contract/inquiry';
import { hasQuoteDocument, quoteDocument } from '@mall/domain/contract/inquiryDetail';
import {
  ActionBar,
  Button,
  Checkbox,
  ErrorState,
  InlineNote,
  InquiryChangeList,
  InquiryConversation,
  Modal,
  QuoteDocumentView,
  QuoteLineTable,
  Stack,
  Tabs,
} from '@mall/ui';
import { mayDo, type PermissionKey } from '@mall/domain/contract/roles';
import { useStores } from '../../../stores/StoresContext.tsx';
import { RowAction } from '../../Orders/shared/RowAction.tsx';
import { quoteRow } from '../shared/quoteRows.ts';

interface DetailProps {
  list: InquiryListStore;
  store: InquiryDetailStore;
}

/** After a new inquiry was made from this one: the list and the lines show it. */
const reloadAfterChange = (list: InquiryListStore) =>
  Promise.all([list.list.load(), list.detail.refresh()]);

/**
 * The lines with their quotes and the time each valid one has left (the server's clock ticks
 * while they are shown), picked for 再次询价 or 拆分; 重新报价 and 删除报价 per line.
 */
const Lines = observer(function Lines({
  list,
  store,
  detail,
}: DetailProps & { detail: InquiryDetail | null }) {
  const { shown, clock } = list;
  const { session } = useStores();
  useEffect(() => {
    clock.start();
    return () => clock.stop();
  }, [clock]);
  if (!shown) return null;
  /** An employee acts only on what they submitted (the permissions table). */
  const may = (key: PermissionKey) => !list.history && mayDo(session.role, key, shown.mine);
  const { lines } = list;
  const position = store.queuePosition(shown.id);
  const picked = lines.filter((line) => store.picked.has(line.detailId)).map((l) => l.detailId);
  const busy = store.again.pending || store.split.pending;
  return (
    <Stack $gap={3}>
      {position !== null && <InlineNote>该询价单在商城报价队列中排第 {position} 位</InlineNote>}
      <QuoteLineTable
        label={`询价单 ${shown.inquiryNo} 的明细`}
        pickable
        withActions
        rows={lines.map((line) => {
          const row = quoteRow(line, clock.now);
          return {
            ...row,
            pick: (
              <Checkbox
                aria-label={`选择 ${row.spec}`}
                checked={store.picked.has(line.detailId)}
                disabled={busy}
                onCheckedChange={(on) => store.pick(line.detailId, on === true)}
              />
            ),
            actions: (
              <>
                {canRequote(line) && (
                  <RowAction
                    of={row.spec}
                    onClick={() =>
                      void store
                        .askAgain([line.detailId])
                        .then((made) => made && reloadAfterChange(list))
                    }
                  >
                    重新报价
                  </RowAction>
                )}
                {may('quoteDelete') && canDeleteQuote(shown.status, line) && (
                  <RowAction of={row.spec} onClick={() => list.askDeleteQuote(line)}>
                    删除报价
                  </RowAction>
                )}
              </>
            ),
          };
        })}
        loading={list.detail.status === 'loading' || list.detail.status === 'idle'}
        error={list.detail.status === 'error' ? list.detail.error : undefined}
        onRetry={() => void list.detail.load()}
      />
      {store.again.error && <ErrorState message={store.again.error} />}
      {store.document.error && <ErrorState message={store.document.error} />}
      {detail && (
        <ActionBar label="明细操作" summary={`已选 ${picked.length} 行`}>
          <Button
            loading={store.again.pending}
            onClick={() =>
              void store.askAgain(picked).then((made) => made && reloadAfterChange(list))
            }
          >
            再次询价
          </Button>
          {may('inquirySplit') && canSplit(detail.status) && (
            <Button onClick={store.askSplit}>拆分</Button>
          )}
          {may('inquiryOrder') &&
            detail.status === 'quoted' &&
            orderableLines(lines).length > 0 && (
              <Button variant="primary" onClick={() => list.order(shown)}>
                下单有效报价
              </Button>
            )}
          {hasQuoteDocument(detail) && (
            <>
              <Button onClick={store.showPrint}>打印报价单</Button>
              <Button
                loading={store.document.pending !== null}
                onClick={() => void store.downloadDocument()}
              >
                下载报价单 PDF
              </Button>
            </>
          )}
        </ActionBar>
      )}
    </Stack>
  );
});

/** The conversation with the mall about the inquiry or a named line. */
const Conversation = observer(function Conversation({
  store,
  detail,
}: {
  store: InquiryDetailStore;
  detail: InquiryDetail | null;
}) {
  const { messages, inquiry } = store;
  if (!inquiry) return null;
  return (
    <InquiryConversation
      label={`询价单 ${inquiry.inquiryNo} 的沟通记录`}
      messages={(messages.data ?? []).map((message) => ({ ...message, key: message.messageId }))}
      loading={messages.status === 'loading' && !messages.data}
      error={messages.status === 'error' ? messages.error : undefined}
      onRetry={() => void messages.load()}
      draft={store.draft}
      onDraftChange={store.setDraft}
      about={store.draftLine === null ? '' : String(store.draftLine)}
      lineOptions={(detail?.lines ?? []).map((line) => ({
        value: String(line.detailId),
        label: specText(line),
      }))}
      onAboutChange={(value) => store.setDraftLine(value === '' ? null : Number(value))}
      draftError={store.draftError}
      sending={store.sending.pending}
      sendError={store.sending.error || undefined}
      onSend={() => void store.send()}
    />
  );
});

/** 明细 of an inquiry: its lines, its change record and the conversation with the mall. */
export const InquiryDetailDialog = observer(function InquiryDetailDialog({
  list,
  store,
}: DetailProps) {
  const { shown, detail } = list;
  if (!shown) return null;
  const changes = store.changes;
  return (
    <Modal
      title={`询价单 ${shown.inquiryNo} 的明细`}
      size="xl"
      open
      onOpenChange={(open) => {
        if (!open) {
          list.hideLines();
          store.close();
        }
      }}
    >
      <Tabs
        label="询价单详情"
        value={store.tab}
        onValueChange={(value) =>
          void store.setTab(value === 'changes' || value === 'messages' ? value : 'lines')
        }
        items={[
          { value: 'lines', label: '报价明细' },
          { value: 'changes', label: '变更记录' },
          { value: 'messages', label: '沟通' },
        ]}
      >
        {store.tab === 'lines' && <Lines list={list} store={store} detail={detail.data} />}
        {store.tab === 'changes' && (
          <InquiryChangeList
            label={`询价单 ${shown.inquiryNo} 的变更记录`}
            rows={(changes.data ?? []).map((change, index) => ({ ...change, key: index }))}
            loading={changes.status === 'loading' || changes.status === 'idle'}
            error={changes.status === 'error' ? changes.error : undefined}
            onRetry={() => void changes.load()}
          />
        )}
        {store.tab === 'messages' && <Conversation store={store} detail={detail.data} />}
      </Tabs>
    </Modal>
  );
});

/** 拆分: the picked lines of a 待受理 inquiry become a new inquiry, confirmed, with the reason it cannot. */
export const SplitDialog = observer(function SplitDialog({ list, store }: DetailProps) {
  const detail = list.detail.data;
  if (!store.splitting || !detail) return null;
  const error = store.splitError(detail);
  return (
    <Modal
      title="拆分询价单"
      size="md"
      open
      onOpenChange={(open) => {
        if (!open) store.dismissSplit();
      }}
      footer={
        <>
          <Button disabled={store.split.pending} onClick={store.dismissSplit}>
            取消
          </Button>
          <Button
            variant="primary"
            loading={store.split.pending}
            onClick={() =>
              void store.confirmSplit(detail).then((made) => made && reloadAfterChange(list))
            }
          >
            确定拆分
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <p>勾选的明细将拆分为一张新的询价单（待受理），其余明细留在询价单 {detail.inquiryNo}。</p>
        <fieldset aria-label="要拆分的明细">
          <Stack $gap={2}>
            {detail.lines.map((line) => (
              <label key={line.detailId}>
                <Checkbox
                  aria-label={`拆分 ${specText(line)}`}
                  checked={store.picked.has(line.detailId)}
                  disabled={store.split.pending}
                  onCheckedChange={(on) => store.pick(line.detailId, on === true)}
                />{' '}
                {specText(line)}
              </label>
            ))}
          </Stack>
        </fieldset>
        {error && <ErrorState message={error} />}
        {store.split.error && <ErrorState message={store.split.error} />}
      </Stack>
    </Modal>
  );
});

/** 打印报价单: the quote as a document, for the browser's print. */
export const PrintDialog = observer(function PrintDialog({ list, store }: DetailProps) {
  const { session } = useStores();
  const detail = list.detail.data;
  if (!store.printing || !detail) return null;
  const doc = quoteDocument(detail);
  const money = (text: string) => (text === '-' ? text : formatMoney(text));
  return (
    <Modal
      title={`报价单 ${detail.inquiryNo}`}
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open) store.hidePrint();
      }}
    >
      <QuoteDocumentView
        companyName={session.companyName}
        inquiryNo={doc.inquiryNo}
        contact={doc.contact}
        lines={doc.rows.map((row) => ({
          ...row,
          key: row.detailId,
          unitPrice: money(row.unitPrice),
          amount: money(row.amount),
        }))}
        validTonnes={doc.validTonnes}
        validAmount={formatMoney(doc.validAmount)}
        validUntil={doc.validUntil}
        onPrint={() => window.print()}
      />
    </Modal>
  );
});
