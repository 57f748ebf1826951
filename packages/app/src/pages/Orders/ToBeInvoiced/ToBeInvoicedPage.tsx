import { useEffect, useState, type Key } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { createInvoicesStore, formatMoney, ratePercent } from '@mall/domain';
import type { InvoicesStore, InvoiceTab } from '@mall/domain';
import { invoiceTabOf } from '@mall/domain';
import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  invoiceApplyRequest,
} from '@mall/domain/contract/orders';
import type { Delivery, InvoiceKind } from '@mall/domain/contract/orders';
import {
  ActionBar,
  BillTable,
  Button,
  ConfirmDialog,
  Empty,
  ErrorState,
  InlineNote,
  InvoicePreview,
  Modal,
  OrderRemarkField,
  Panel,
  RadioGroup,
  Skeleton,
  Stack,
  RowActions,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { OrderListPager, listEmpty, listState } from '../../shared/pagedList.tsx';
import { EvaluateOrderDialog } from '../AllOrder/EvaluateOrderDialog.tsx';
import { OrderGate } from '../shared/OrderGate.tsx';
import { StageFilter } from '../shared/StageList.tsx';
import { buyerFacts, invoiceFacts, toBillRow, toInvoiceLines } from './invoiceView.ts';
import { RowAction } from '../shared/RowAction.tsx';
import { ApplyAfterSaleLink } from '../../AfterSales/shared/ApplyAfterSaleLink.tsx';
import { hrefTo } from '../../../routes/links.ts';

/** Each tab's heading, table name and empty sentence. */
const TABS: Readonly<Record<InvoiceTab, { title: string; label: string; empty: string }>> = {
  none: { title: '待开票', label: '待开票发货单', empty: '暂无待开票的发货单' },
  applied: { title: '已申请开票', label: '已申请开票发货单', empty: '暂无已申请开票的发货单' },
  invoicing: { title: '开票中', label: '开票中发货单', empty: '暂无开票中的发货单' },
};

/**
 * orderToBeInvoiced: the received deliveries by invoice status, the tab following `?tab=`
 * (none 待开票, applied 已申请开票, invoicing 开票中; the centre's stage tabs link there). 待开票:
 * choose deliveries, 申请开票 shows the invoice (the buyer's details, the lines and the 13 % tax;
 * a link to 开票信息 when the company has not filled it in),
 * its type and a remark, confirm, and it is applied for once. 已申请开票: 查看发票 and 撤销申请;
 * 开票中: 查看发票. 评价订单 for the orders whose deliveries are all received and not evaluated.
 * Certified companies only.
 */
export const ToBeInvoicedPage = observer(function ToBeInvoicedPage() {
  const [params] = useSearchParams();
  const tab = invoiceTabOf(params.get('tab'));
  return (
    <Panel title={TABS[tab].title}>
      <OrderGate>
        <InvoiceList tab={tab} />
      </OrderGate>
    </Panel>
  );
});

/** What the page is asking about: an application, an invoice, or a withdrawal. */
type Open =
  | { kind: 'apply' }
  | { kind: 'view'; invoiceId: number }
  | { kind: 'revoke'; invoiceId: number }
  | null;

const InvoiceList = observer(function InvoiceList({ tab }: { tab: InvoiceTab }) {
  const invoices = useFeature(createInvoicesStore);
  const { list } = invoices;
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    void invoices.showTab(tab);
  }, [invoices, tab]);

  const actions = (delivery: Delivery) => {
    const order = invoices.evaluable(delivery.orderId);
    const { invoiceId } = delivery;
    return (
      <RowActions label={`发货单 ${delivery.deliveryNo}`}>
        {invoiceId !== null && (
          <RowAction of={delivery.deliveryNo} onClick={() => setOpen({ kind: 'view', invoiceId })}>
            查看发票
          </RowAction>
        )}
        {invoiceId !== null && tab === 'applied' && (
          <RowAction
            of={delivery.deliveryNo}
            onClick={() => setOpen({ kind: 'revoke', invoiceId })}
          >
            撤销申请
          </RowAction>
        )}
        {order && (
          <RowAction of={order.orderNo} onClick={() => invoices.evaluation.open(order)}>
            评价订单
          </RowAction>
        )}
        <ApplyAfterSaleLink orderId={delivery.orderId} of={delivery.deliveryNo} />
      </RowActions>
    );
  };

  const { selectedDeliveries, totals } = invoices;
  return (
    <Stack $gap={3}>
      <StageFilter filter={list.filter} onChange={(filter) => void invoices.search(filter)} />
      {tab === 'none' && (
        <ActionBar
          label="批量操作"
          summary={`已选 ${selectedDeliveries.length} 张发货单，价税合计 ${formatMoney(totals.amount)}`}
        >
          <Button
            variant="primary"
            disabled={selectedDeliveries.length === 0}
            onClick={() => setOpen({ kind: 'apply' })}
          >
            申请开票
          </Button>
        </ActionBar>
      )}
      <BillTable
        label={TABS[tab].label}
        rows={list.rows.map((delivery) => ({ ...toBillRow(delivery), actions: actions(delivery) }))}
        {...listState(list)}
        empty={listEmpty({
          filter: { ...list.filter, status: undefined },
          what: '发货单',
          empty: (
            <Empty
              description={TABS[tab].empty}
              action={
                tab === 'none' ? (
                  <a href={hrefTo('orderToBeReceipt')}>查看待收货订单</a>
                ) : (
                  <a href={hrefTo('orderToBeInvoiced')}>去申请开票</a>
                )
              }
            />
          ),
          onClear: () => void invoices.search({}),
        })}
        selection={
          tab === 'none'
            ? {
                selected: invoices.selected,
                onChange: (next: ReadonlySet<Key>) => invoices.setSelection([...next].map(Number)),
              }
            : undefined
        }
      />
      <OrderListPager list={list} />
      {open?.kind === 'apply' && <ApplyDialog invoices={invoices} onClose={() => setOpen(null)} />}
      {open?.kind === 'view' && (
        <InvoiceDialog
          invoices={invoices}
          invoiceId={open.invoiceId}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'revoke'}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title="撤销申请"
        content="确定撤销该开票申请吗？撤销后发货单回到待开票。"
        confirmText="确定撤销"
        cancelText="取消"
        onConfirm={() =>
          open?.kind === 'revoke' ? invoices.revokeApplication(open.invoiceId) : undefined
        }
      />
      <EvaluateOrderDialog evaluation={invoices.evaluation} />
    </Stack>
  );
});

/** 申请开票: the invoice of the selection, its type and remark, then the confirm step. */
const ApplyDialog = observer(function ApplyDialog({
  invoices,
  onClose,
}: {
  invoices: InvoicesStore;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<InvoiceKind>('special');
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const draft = invoices.draft();
  const { totals, apply } = invoices;

  useEffect(() => {
    if (draft?.status === 'idle') void draft.load();
  }, [draft]);
  useEffect(() => {
    void invoices.invoicing.load();
  }, [invoices]);

  const handleApply = () => {
    const parsed = invoiceApplyRequest.safeParse({
      deliveryIds: invoices.selectedDeliveries.map((delivery) => delivery.deliveryId),
      kind,
      remark,
    });
    if (!parsed.success) {
      setRemarkError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setConfirming(true);
  };

  const body = () => {
    if (!draft || draft.status === 'idle' || draft.status === 'loading')
      return <Skeleton lines={6} />;
    if (draft.status === 'error' || !draft.data)
      return <ErrorState message={draft.error} onRetry={() => void draft.load()} />;
    return (
      <Stack $gap={4}>
        {invoices.invoicing.data?.info === null && (
          <InlineNote>
            企业还没有填写开票信息，发票将按企业认证信息开具。可先
            <a href={hrefTo('companyInvoicing')}>填写开票信息</a>。
          </InlineNote>
        )}
        <InvoicePreview
          facts={buyerFacts(draft.data)}
          lines={toInvoiceLines(totals.lines)}
          amount={formatMoney(totals.amount)}
          taxRate={ratePercent(totals.taxRate)}
          taxAmount={formatMoney(totals.taxAmount)}
        />
        <RadioGroup
          label="发票类型"
          required
          inline
          options={INVOICE_KINDS.map((value) => ({ value, label: INVOICE_KIND_LABELS[value] }))}
          value={kind}
          onValueChange={(value) => {
            const chosen = INVOICE_KINDS.find((option) => option === value);
            if (chosen) setKind(chosen);
          }}
          disabled={apply.pending}
        />
        <OrderRemarkField
          value={remark}
          error={remarkError || undefined}
          disabled={apply.pending}
          onChange={(event) => {
            setRemark(event.target.value);
            setRemarkError('');
          }}
        />
        {apply.error && <ErrorState message={apply.error} />}
      </Stack>
    );
  };

  return (
    <Modal
      title="申请开票"
      size="lg"
      open
      onOpenChange={(next) => {
        if (!next && !apply.pending) onClose();
      }}
      footer={
        <>
          <Button disabled={apply.pending} onClick={onClose}>
            取消
          </Button>
          <Button
            variant="primary"
            loading={apply.pending}
            disabled={apply.pending || draft?.status !== 'ready'}
            onClick={handleApply}
          >
            提交申请
          </Button>
        </>
      }
    >
      {body()}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="确认开票申请"
        content={`确定为 ${invoices.selectedDeliveries.length} 张发货单申请开具${INVOICE_KIND_LABELS[kind]}，价税合计 ${formatMoney(totals.amount)} 吗？`}
        confirmText="确认申请"
        cancelText="取消"
        onConfirm={async () => {
          if (await invoices.applyForSelection({ kind, remark })) onClose();
        }}
      />
    </Modal>
  );
});

/** 查看发票: an applied invoice as the mall has it. */
const InvoiceDialog = observer(function InvoiceDialog({
  invoices,
  invoiceId,
  onClose,
}: {
  invoices: InvoicesStore;
  invoiceId: number;
  onClose: () => void;
}) {
  const invoice = invoices.invoices.get(invoiceId);
  useEffect(() => {
    void invoice.load();
  }, [invoice]);

  const body = () => {
    if (invoice.status === 'error')
      return <ErrorState message={invoice.error} onRetry={() => void invoice.load()} />;
    if (!invoice.data) return <Skeleton lines={6} />;
    const { data } = invoice;
    return (
      <InvoicePreview
        facts={invoiceFacts(data)}
        lines={toInvoiceLines(data.lines)}
        amount={formatMoney(data.amount)}
        taxRate={ratePercent(data.taxRate)}
        taxAmount={formatMoney(data.taxAmount)}
      />
    );
  };

  return (
    <Modal title="发票详情" size="lg" open onOpenChange={(next) => !next && onClose()}>
      {body()}
    </Modal>
  );
});
