import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  MY_STATE_TEXT,
  createFollowsStore,
  formatCurrency,
  statusTone,
  withQuery,
} from '@mall/domain';
import type { FollowedLot } from '@mall/domain/contract/auctions';
import { Empty, FollowedLotTable, Panel, Stack, type FollowedLotRow } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { href, hrefTo, links } from '../../../routes/links.ts';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { lotTiming } from '../shared/lotTiming.ts';
import { certifyHrefFor } from '../../Goods/shared/goodsView.ts';

/** A followed lot as the table shows it, at the server's `now`. */
const toRow = (
  lot: FollowedLot,
  now: number,
  price: (value: string | null) => string,
): FollowedLotRow => {
  const { phaseText, countdown } = lotTiming(lot, now);
  return {
    key: lot.lotId,
    lotNo: lot.lotNo,
    productName: lot.productName,
    href: href(withQuery(links.auction(lot.activityId), { lotId: lot.lotId })),
    phase: phaseText,
    countdown,
    currentPrice: price(lot.currentPrice),
    myPrice: lot.myPrice === null ? '-' : price(lot.myPrice),
    standing: MY_STATE_TEXT[lot.myState],
    tone: statusTone('lot', lot.myState),
  };
};

/**
 * 我的关注 (activityFollow): the lots the user follows, paged, each with a link to it, its
 * phase and countdown on the server's clock, the current price and the company's bid and
 * standing, polled while the page is shown and visible; and 取消关注.
 */
export const FollowsPage = observer(function FollowsPage() {
  const root = useStores();
  const store = root.feature(createFollowsStore);
  const certified = root.session.isCertified;
  const price = (value: string | null) => formatCurrency(value, { certified });

  useEffect(() => {
    void store.open();
    return store.close;
  }, [store]);

  return (
    <Panel title="我的关注">
      <Stack $gap={3}>
        <FollowedLotTable
          rows={store.lots.map((lot) => toRow(lot, store.live.now, price))}
          certified={certified}
          certifyHref={certifyHrefFor(root.session.isLoggedIn)}
          unfollowing={store.unfollowing}
          onUnfollow={(key) => void store.unfollow(key)}
          empty={
            <Empty
              description="暂无关注的拍品"
              action={<a href={hrefTo('main')}>去首页看看竞拍专场</a>}
            />
          }
          {...listState(store.list)}
        />
        <ListPager list={store.list} />
      </Stack>
    </Panel>
  );
});
