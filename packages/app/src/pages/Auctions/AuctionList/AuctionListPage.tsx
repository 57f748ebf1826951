import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  BID_OUTCOME_TEXT,
  MY_STATE_TEXT,
  PHASE_TEXT,
  countdownOf,
  createAuctionListStore,
  formatCurrency,
  phaseAt,
  statusTone,
  thousandth,
} from '@mall/domain';
import type { AuctionListStore } from '@mall/domain';
import type { AuctionLot } from '@mall/domain/contract/auctions';
import {
  BidDialog,
  Button,
  Empty,
  FollowToggle,
  LotTable,
  Modal,
  LotFilterBar,
  Panel,
  Stack,
  Table,
  type LotRow,
} from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { routeId } from '../../../routes/params.ts';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { lotTiming } from '../shared/lotTiming.ts';
import { certifyHrefFor } from '../../Goods/shared/goodsView.ts';
import { LotPrice } from '../shared/LotPrice.tsx';

/** The filters of the lot list, each with its label and the contract's field. */
const FILTERS = [
  { key: 'category', label: '品类', all: '全部品类', choices: 'categories' },
  { key: 'grade', label: '牌号', all: '全部牌号', choices: 'grades' },
  { key: 'warehouse', label: '仓库', all: '全部仓库', choices: 'warehouses' },
] as const;

const lotName = (lot: AuctionLot) => `${lot.lotNo} ${lot.productName}`;

/** A lot as the table shows it, at the server's `now`, with whether the user follows it. */
const toRow = (
  lot: AuctionLot,
  now: number,
  price: (value: string | null) => string,
  following: boolean,
): LotRow => {
  const { phase, phaseText, countdown } = lotTiming(lot, now);
  return {
    key: lot.lotId,
    lotNo: lot.lotNo,
    productName: lot.productName,
    spec: lot.spec,
    weight: lot.weight,
    warehouse: lot.warehouse,
    currentPrice: price(lot.currentPrice),
    bidCount: lot.bidCount,
    phase: phaseText,
    countdown,
    standing: MY_STATE_TEXT[lot.myState],
    tone: statusTone('lot', lot.myState),
    onlookers: lot.onlookers,
    watching: lot.watching,
    following,
    canBid: phase === 'live',
  };
};

const ActivityHeader = observer(function ActivityHeader({ store }: { store: AuctionListStore }) {
  const activity = store.activity;
  if (!activity) return null;
  const phase = phaseAt(activity, store.now);
  const countdown = countdownOf(activity, phase, store.now);
  return (
    <p>
      {PHASE_TEXT[phase]}
      {countdown.text && ` · ${countdown.label} ${countdown.text}`}
      {` · 开始 ${activity.startTime} · 共 ${activity.lotCount} 件拍品 `}
      {phase === 'upcoming' &&
        (activity.subscribed ? (
          <span>已预约</span>
        ) : (
          <Button size="sm" onClick={store.reserve}>
            预约
          </Button>
        ))}
    </p>
  );
});

const BidPanel = observer(function BidPanel({ store }: { store: AuctionListStore }) {
  const draft = store.draft;
  if (!draft) return null;
  const lot = store.lots.find(({ lotId }) => lotId === draft.lot.lotId) ?? draft.lot;
  return (
    <BidDialog
      lotName={lotName(lot)}
      currentPrice={thousandth(lot.currentPrice)}
      step={thousandth(lot.step)}
      deposit={thousandth(lot.deposit)}
      price={draft.price}
      maxPrice={draft.maxPrice}
      confirmPrices={{ price: thousandth(draft.price), maxPrice: thousandth(draft.maxPrice) }}
      priceError={draft.priceError}
      maxPriceError={draft.maxPriceError}
      confirming={draft.confirming}
      sending={store.sending.pending}
      error={store.sending.error}
      outcome={draft.outcome ? BID_OUTCOME_TEXT[draft.outcome] : ''}
      outcomeGood={draft.outcome === 'leading'}
      onPriceChange={store.setPrice}
      onMaxPriceChange={store.setMaxPrice}
      onSubmit={store.confirmBid}
      onBack={store.backToFields}
      onConfirm={() => void store.sendBid()}
      onClose={store.closeBid}
    />
  );
});

const LotDetailDialog = observer(function LotDetailDialog({ store }: { store: AuctionListStore }) {
  if (store.detailLotId === null) return null;
  const { data, status } = store.detail;
  return (
    <Modal
      title={data ? `拍品详情：${lotName(data.lot)}` : '拍品详情'}
      size="lg"
      open
      onOpenChange={(open) => !open && store.closeDetail()}
    >
      {data ? (
        <>
          <p>
            {`${data.lot.activityTitle} · ${data.lot.grade} · ${data.lot.spec} · ${data.lot.weight} 吨 · ${data.lot.warehouse} · ${data.lot.surface} / ${data.lot.tectorial} · 供应商 ${data.lot.supplierName}`}
          </p>
          <p>
            起拍价 <LotPrice value={data.lot.startPrice} /> · 加价幅度{' '}
            <LotPrice value={data.lot.step} /> · 保证金{' '}
            <LotPrice value={data.lot.deposit} unit="元" />
            {` · 延时 ${data.lot.extensions} 次`}
          </p>
          <FollowToggle
            following={store.detailFollowing}
            onToggle={() => store.toggleFollow(data.lot)}
          />
          <Table
            label="出价记录"
            rows={data.bids}
            rowKey={(bid) => `${bid.price}-${bid.bidTime}`}
            columns={[
              { key: 'bidder', title: '出价人' },
              {
                key: 'price',
                title: '出价(元/吨)',
                align: 'right',
                render: (bid) => <LotPrice value={bid.price} unit="" />,
              },
              { key: 'bidTime', title: '出价时间' },
              { key: 'auto', title: '方式', render: (bid) => (bid.auto ? '代理出价' : '手动出价') },
            ]}
            empty={<Empty description="暂无出价" />}
          />
        </>
      ) : (
        <p>{status === 'error' ? store.detail.error : '加载中…'}</p>
      )}
    </Modal>
  );
});

const MyBidsDialog = observer(function MyBidsDialog({
  store,
  onClose,
}: {
  store: AuctionListStore;
  onClose: () => void;
}) {
  return (
    <Modal title="我的出价" size="lg" open onOpenChange={(open) => !open && onClose()}>
      <Table
        label="我的出价"
        rows={store.myBids.rows}
        rowKey={(bid) => `${bid.lotId}-${bid.price}`}
        columns={[
          { key: 'lotNo', title: '拍品编号' },
          { key: 'productName', title: '品名' },
          {
            key: 'price',
            title: '出价(元/吨)',
            align: 'right',
            render: (bid) => <LotPrice value={bid.price} unit="" />,
          },
          { key: 'bidTime', title: '出价时间' },
          { key: 'myState', title: '状态', render: (bid) => MY_STATE_TEXT[bid.myState] || '-' },
        ]}
        empty={<Empty description="暂无出价记录" />}
        {...listState(store.myBids)}
      />
      <ListPager list={store.myBids} />
    </Modal>
  );
});

/**
 * 竞拍专场 (modelAuctionList, /home/modelAuction/:activityId), open to visitors: the
 * activity's state and countdown, its lots filtered and paged, each lot's price polled while
 * on screen, 出价 (through the action guard: visitors log in, uncertified users certify) with
 * the confirm step and the outcome, 围观, a lot's detail with its bid record and 关注 (opened
 * at once for ?lotId=, the way 我的关注 links to a lot), and 我的出价.
 */
export const AuctionListPage = observer(function AuctionListPage() {
  const root = useStores();
  const store = root.feature(createAuctionListStore);
  const activityId = routeId(useParams().activityId);
  const lotId = routeId(useSearchParams()[0].get('lotId') ?? undefined);
  const [myBidsOpen, setMyBidsOpen] = useState(false);
  const certified = root.session.isCertified;
  const price = (value: string | null) => formatCurrency(value, { certified });
  /** A row's action on its lot, as listed now. */
  const withLot = (key: number, act: (lot: AuctionLot) => void) => {
    const lot = store.lots.find(({ lotId }) => lotId === key);
    if (lot) act(lot);
  };

  useEffect(() => {
    if (activityId !== null) {
      void store.open(activityId);
      if (lotId !== null) void store.openDetail(lotId);
    }
    return store.close;
  }, [store, activityId, lotId]);

  const conditions = store.conditions.data;
  const openMyBids = () =>
    root.guard.run(() => {
      setMyBidsOpen(true);
      void store.myBids.load();
    }, 'login');

  return (
    <Panel
      title={store.activity?.title ?? '竞拍专场'}
      extra={
        <Button size="sm" onClick={openMyBids}>
          我的出价
        </Button>
      }
    >
      <Stack $gap={3}>
        <ActivityHeader store={store} />
        <LotFilterBar
          filters={FILTERS.map((filter) => ({
            key: filter.key,
            label: filter.label,
            all: filter.all,
            value: store.list.filter[filter.key] ?? '',
            options: conditions?.[filter.choices] ?? [],
          }))}
          onChange={(key, value) =>
            void store.setFilter({ ...store.list.filter, [key]: value || undefined })
          }
        />
        <LotTable
          rows={store.lots.map((lot) => toRow(lot, store.now, price, store.isFollowing(lot)))}
          certified={certified}
          certifyHref={certifyHrefFor(root.session.isLoggedIn)}
          onBid={(key) => withLot(key, store.requestBid)}
          onWatch={(key) => withLot(key, store.watch)}
          onFollow={(key) => withLot(key, store.toggleFollow)}
          onDetail={(key) => void store.openDetail(key)}
          empty={<Empty description="该专场暂无拍品" />}
          {...listState(store.list)}
        />
        <ListPager list={store.list} />
      </Stack>
      <BidPanel store={store} />
      <LotDetailDialog store={store} />
      {myBidsOpen && <MyBidsDialog store={store} onClose={() => setMyBidsOpen(false)} />}
    </Panel>
  );
});
