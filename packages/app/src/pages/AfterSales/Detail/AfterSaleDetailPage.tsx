import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { buyerMovesOf, createAfterSaleDetailStore, formatMoney, formatTonnes } from '@mall/domain';
import type { AfterSaleDetailStore } from '@mall/domain';
import { AFTER_SALE_KIND_LABELS, ADMIN_ONLY_MOVES } from '@mall/domain/contract/afterSales';
import type { AfterSale, AfterSaleLine, ReturnTo } from '@mall/domain/contract/afterSales';
import {
  ActionBar,
  AfterSaleTimeline,
  Button,
  ConfirmDialog,
  DeviationTable,
  ErrorState,
  InlineNote,
  Input,
  PhotoGallery,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { AfterSaleGate } from '../shared/AfterSaleGate.tsx';
import { deviationRows } from '../shared/deviation.ts';
import { Facts, Section } from '../shared/layout.tsx';
import { StateTag } from '../../shared/StateTag.tsx';

const LINE_COLUMNS: readonly TableColumn<AfterSaleLine>[] = [
  { key: 'productName', title: '商品', render: (line) => line.productName },
  { key: 'spec', title: '规格(mm)', render: (line) => line.spec || '-' },
  { key: 'pieces', title: '件数', align: 'right', render: (line) => line.pieces ?? '-' },
  { key: 'weight', title: '吨数', align: 'right', render: (line) => formatTonnes(line.weight) },
  {
    key: 'unitPrice',
    title: '单价(元/吨)',
    align: 'right',
    render: (line) => formatMoney(line.unitPrice),
  },
];

/**
 * 寄回商品: where and by when the goods go back, then the carrier and the tracking number, checked
 * at the fields; a failed send above 确认寄回.
 */
const ReturnForm = observer(function ReturnForm({
  store,
  returnTo,
}: {
  store: AfterSaleDetailStore;
  returnTo: ReturnTo | null;
}) {
  const [company, setCompany] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  return (
    <form
      aria-label="寄回商品"
      onSubmit={(event) => {
        event.preventDefault();
        void store.confirmLogistics(company, trackingNo);
      }}
    >
      <Stack $gap={2}>
        {returnTo && (
          <InlineNote>
            请于 {returnTo.deadline} 前将商品寄回至：{returnTo.address}（{returnTo.name}{' '}
            {returnTo.phone}），寄出后填写物流信息。
          </InlineNote>
        )}
        <Input
          label="物流公司"
          required
          value={company}
          error={store.logisticsErrors.company}
          onChange={(event) => setCompany(event.target.value)}
        />
        <Input
          label="物流单号"
          required
          value={trackingNo}
          error={store.logisticsErrors.trackingNo}
          onChange={(event) => setTrackingNo(event.target.value)}
        />
        {store.shipping.error && <InlineNote role="alert">{store.shipping.error}</InlineNote>}
        <div>
          <Button type="submit" variant="primary" loading={store.shipping.pending}>
            确认寄回
          </Button>
        </div>
      </Stack>
    </form>
  );
});

/**
 * The moves the status allows this user, each confirmed where it cannot be taken back; a failed
 * 支付补款 (or its lost answer) is said under them.
 */
const Actions = observer(function Actions({
  sale,
  store,
}: {
  sale: AfterSale;
  store: AfterSaleDetailStore;
}) {
  const { session } = useStores();
  const moves = buyerMovesOf(sale.status, session.isAdmin);
  const hidden = buyerMovesOf(sale.status, true).some(
    (move) => ADMIN_ONLY_MOVES.includes(move) && !moves.includes(move),
  );
  const busy = store.moving.pending;
  return (
    <Stack $gap={3}>
      {moves.includes('confirmLogistics') && <ReturnForm store={store} returnTo={sale.returnTo} />}
      {moves.length > 0 && (
        <ActionBar label="售后操作">
          {moves.includes('agreeEdit') && (
            <Button variant="primary" loading={busy} onClick={() => void store.move('agreeEdit')}>
              同意修改
            </Button>
          )}
          {moves.includes('update') && (
            <a href={hrefTo('orderAfterSalesUpdate', { id: sale.afterSaleId })}>修改申请</a>
          )}
          {moves.includes('agreePlan') && (
            <ConfirmDialog
              title="同意处理方案"
              content={`同意商城的处理方案：${sale.plan?.text ?? ''}？`}
              trigger={<Button variant="primary">同意方案</Button>}
              onConfirm={() => store.move('agreePlan')}
            />
          )}
          {moves.includes('replenish') && sale.replenish && (
            <ConfirmDialog
              title="支付补款"
              content={`将从企业账户余额支付补款 ${formatMoney(sale.replenish.amount)}，确认支付？`}
              confirmText="确认支付"
              trigger={
                <Button
                  variant="primary"
                  loading={store.paying.pending}
                  disabled={store.paying.pending}
                >
                  {store.paying.pending ? '支付中' : '支付补款'}
                </Button>
              }
              onConfirm={() => store.replenish()}
            />
          )}
          {moves.includes('confirmResult') && (
            <ConfirmDialog
              title="确认结果"
              content="确认已收到退款或换货，售后完成？"
              trigger={<Button variant="primary">确认结果</Button>}
              onConfirm={() => store.move('confirmResult')}
            />
          )}
          {moves.includes('cancel') && (
            <ConfirmDialog
              title="取消申请"
              content="确定取消该售后申请吗？取消后不能恢复。"
              confirmText="取消申请"
              danger
              cancelText="取消"
              trigger={<Button variant="danger">取消申请</Button>}
              onConfirm={() => store.move('cancel')}
            />
          )}
        </ActionBar>
      )}
      {store.paying.error && <InlineNote role="alert">{store.paying.error}</InlineNote>}
      {hidden && <InlineNote>取消申请、同意方案、支付补款和确认结果需由企业管理员操作</InlineNote>}
    </Stack>
  );
});

/**
 * 寄回信息: the mall's return address and the deadline, once the mall agreed to take the goods
 * back; a deadline gone by with the goods not sent is said as such.
 */
function ReturnAddress({ returnTo }: { returnTo: ReturnTo }) {
  return (
    <Section title="寄回信息">
      <Facts
        items={[
          ['收货人', returnTo.name],
          ['联系电话', returnTo.phone],
          ['寄回地址', returnTo.address],
          ['寄回期限', `${returnTo.deadline} 前`],
        ]}
      />
      {returnTo.overdue && (
        <InlineNote role="alert">已超过寄回期限，请尽快寄回商品或联系商城客服</InlineNote>
      )}
    </Section>
  );
}

/** What the mall said, by status: its request for changes, the rejection, the plan, the payment asked. */
function MallNotes({ sale }: { sale: AfterSale }) {
  return (
    <>
      {sale.editNote && <InlineNote>商城修改意见：{sale.editNote}</InlineNote>}
      {sale.rejectReason && <InlineNote>驳回原因：{sale.rejectReason}</InlineNote>}
      {sale.plan && (
        <Section title="商城处理方案">
          <Facts
            items={[
              ['方案', sale.plan.text],
              ['退款金额', formatMoney(sale.plan.refundAmount)],
              ['是否退回商品', sale.plan.needReturn ? '需寄回' : '无需寄回'],
              ['是否换货', sale.plan.exchange ? '换货' : '不换货'],
            ]}
          />
        </Section>
      )}
      {sale.replenish && (
        <InlineNote>
          补款金额：{formatMoney(sale.replenish.amount)}
          {sale.replenish.paidAt ? `（已于 ${sale.replenish.paidAt} 支付）` : '（待支付）'}
        </InlineNote>
      )}
    </>
  );
}

const Loaded = observer(function Loaded({
  sale,
  store,
}: {
  sale: AfterSale;
  store: AfterSaleDetailStore;
}) {
  const shipment = (label: string, value: AfterSale['returnShipment']): [string, string][] =>
    value ? [[label, `${value.company} ${value.trackingNo}（${value.at}）`]] : [];
  return (
    <Stack $gap={4}>
      <Facts
        items={[
          ['售后单号', sale.afterSaleNo],
          ['订单编号', sale.orderNo],
          ['售后类型', AFTER_SALE_KIND_LABELS[sale.kind]],
          ['状态', <StateTag key="status" subject="afterSale" state={sale.status} />],
          ['售后原因', sale.reason],
          ['申请金额', formatMoney(sale.amount)],
          ['已退款', formatMoney(sale.refundedAmount)],
          ['申请人', sale.applicantName],
          ['申请时间', sale.createdAt],
          ['联系人', `${sale.contactName} ${sale.contactPhone}`],
          ...shipment('寄回物流', sale.returnShipment),
          ...shipment('换货物流', sale.exchangeShipment),
        ]}
      />
      <MallNotes sale={sale} />
      {sale.returnTo && <ReturnAddress returnTo={sale.returnTo} />}
      <Actions sale={sale} store={store} />
      <Section title="售后商品">
        <Table
          label="售后商品"
          columns={LINE_COLUMNS}
          rows={sale.lines}
          rowKey={(line) => line.detailId}
        />
        {sale.kind === 'product' &&
          sale.lines.map((line) => (
            <DeviationTable
              key={line.detailId}
              label={`${line.productName} 实测值`}
              rows={line.measured ? deviationRows(line.ordered, line.measured) : []}
            />
          ))}
      </Section>
      <Section title="问题描述">
        <p>{sale.description}</p>
        {sale.pics.length > 0 ? (
          <PhotoGallery
            label="照片"
            photos={sale.pics.map((pic) => ({
              id: pic.picId,
              name: pic.fileName,
              url: pic.url,
              caption: pic.watermark,
            }))}
          />
        ) : (
          <p>未上传照片</p>
        )}
      </Section>
      <Section title="处理进度">
        <AfterSaleTimeline steps={sale.events} />
      </Section>
    </Stack>
  );
});

const Detail = observer(function Detail() {
  const store = useFeature(createAfterSaleDetailStore);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  useEffect(() => {
    if (id > 0) void store.open(id);
  }, [store, id]);
  const { sale } = store;
  if (!(id > 0)) return <ErrorState message="售后申请不存在" />;
  if (sale.status === 'error' && !sale.data) {
    return <ErrorState message={sale.error} onRetry={() => void sale.load()} />;
  }
  if (!sale.data || sale.data.afterSaleId !== id) return <Skeleton lines={6} />;
  return <Loaded sale={sale.data} store={store} />;
});

/**
 * Every after-sale detail route (detail, detailReturnsRefunds, detailRefundOnly, detailExchange,
 * detailOther, detailNotProduct, details) by ?id=: the application, the mall's notes and plan,
 * the lines (a product problem's measured values beside the ordered ones), the photos, the
 * timeline, and only the moves its status allows this user.
 */
export const AfterSaleDetailPage = observer(function AfterSaleDetailPage() {
  return (
    <AfterSaleGate title="售后详情">
      <Detail />
    </AfterSaleGate>
  );
});
