import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import type { MakeOrderStore } from '@mall/domain';
import { createMakeOrderStore, formatMoney } from '@mall/domain';
import { specText } from '@mall/domain/contract/inquiry';
import {
  Checkbox,
  Currency,
  Empty,
  ErrorState,
  InlineNote,
  NumberText,
  Panel,
  QuoteLineTable,
  Stack,
} from '@mall/ui';
import { hrefTo } from '../../../routes/links.ts';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { InquiryGate } from '../shared/InquiryGate.tsx';
import { quoteRow } from '../shared/quoteRows.ts';
import { OrderConfirmationForm } from '../../shared/OrderConfirmationForm.tsx';

const BackToList = ({ description }: { description: string }) => (
  <Empty description={description} action={<a href={hrefTo('queryList')}>查看询价单</a>} />
);

/**
 * The quoted lines with the time each valid quote has left, picked for the order; a pick whose
 * quote runs out while shown drops out with the reason (our text); the refusal, then the B2B
 * confirmation (OrderConfirmationForm: 交货方式, 开票信息, 采购单号, 备注, every charge) and
 * 提交订单 with its confirm.
 */
const QuotedLines = observer(function QuotedLines({ store }: { store: MakeOrderStore }) {
  const { inquiry, ordering, totals } = store;
  const detail = inquiry.data;
  if (inquiry.status === 'error' && !detail) {
    return <ErrorState message={inquiry.error} onRetry={() => void inquiry.load()} />;
  }
  if (!detail) {
    return <QuoteLineTable label="报价明细" rows={[]} loading pickable />;
  }
  if (store.orderable.length === 0 && !ordering.error) {
    return <BackToList description={`询价单 ${detail.inquiryNo} 没有可下单的有效报价`} />;
  }
  const count = store.pickedLines.length;
  const dropped = store.droppedPicks;
  return (
    <Stack $gap={3}>
      <p>
        询价单 {detail.inquiryNo}，联系人 {detail.contactName} {detail.contactPhone}
      </p>
      <QuoteLineTable
        label="报价明细"
        pickable
        rows={store.lines.map((line) => {
          const row = quoteRow(line, store.clock.now);
          return {
            ...row,
            pick: (
              <Checkbox
                aria-label={`选择 ${row.spec}`}
                checked={store.picked.has(line.detailId) && store.isPickable(line)}
                disabled={!store.isPickable(line) || ordering.pending}
                onCheckedChange={() => store.toggle(line)}
              />
            ),
          };
        })}
      />
      <InlineNote>只能选择报价仍在有效期内的明细；已过期的明细可在询价单中再次询价。</InlineNote>
      {dropped.length > 0 && (
        <InlineNote role="status">
          报价已过期，已从所选明细中移除：{dropped.map((line) => specText(line)).join('、')}
        </InlineNote>
      )}
      {ordering.error && <ErrorState message={ordering.error} />}
      <p role="group" aria-label="已选明细">
        已选 {count} 行，共 <NumberText unit="吨">{totals.tonnes}</NumberText>，货款{' '}
        <Currency>{formatMoney(totals.amount)}</Currency>
      </p>
      {store.pickError && <InlineNote role="alert">{store.pickError}</InlineNote>}
      <OrderConfirmationForm
        goods={{ what: `${count} 行明细`, amount: totals.amount, tonnage: totals.tonnes }}
        pending={ordering.pending}
        canSubmit={store.canSubmit}
        onSubmit={store.makeOrder}
      />
    </Stack>
  );
});

const MakeOrder = observer(function MakeOrder() {
  const store = useFeature(createMakeOrderStore);
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;

  useEffect(() => {
    if (!id) return undefined;
    void store.open(id);
    store.clock.start();
    return () => store.reset();
  }, [store, id]);

  if (!id) return <BackToList description="请先在询价单中选择已报价的询价单下单" />;
  return <QuotedLines store={store} />;
});

/** 需求下单 (makeOrder?id=): a quoted inquiry's valid lines become a to-be-submitted order. */
export const MakeOrderPage = () => (
  <Panel title="需求下单">
    <InquiryGate>
      <MakeOrder />
    </InquiryGate>
  </Panel>
);
