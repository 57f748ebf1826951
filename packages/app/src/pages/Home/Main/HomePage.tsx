import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ClipboardList, Gavel, Package, ShoppingCart, Store } from 'lucide-react';
import {
  AsideLayout,
  Button,
  Panel,
  QuickLinks,
  SkeletonBlock,
  TodayPriceCard,
  type QuickLink,
} from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { CertifyHint } from '../../../shell/CertifyHint/CertifyHint.tsx';
import { HOME_AUCTION_AREA, hrefTo, pathTo } from '../../../routes/links.ts';
import { afterFirstPaint } from '../../../shell/RootShell/firstPaint.ts';

// The price and the lists beside and below the entries load as their own chunk (with the
// exact decimals that format the price), in parallel with their data, so that the home
// route's initial JavaScript stays small. Until then the price card shows it is loading, with
// the same note, so that it keeps its height.
const HomeTodayPrice = lazy(
  afterFirstPaint(() => import('./HomeSections.tsx').then((m) => ({ default: m.HomeTodayPrice }))),
);
const HomeAsideSections = lazy(
  afterFirstPaint(() =>
    import('./HomeSections.tsx').then((m) => ({ default: m.HomeAsideSections })),
  ),
);
const HomeMainSections = lazy(
  afterFirstPaint(() =>
    import('./HomeSections.tsx').then((m) => ({ default: m.HomeMainSections })),
  ),
);
// The auction area (shown only when the mall switches auctions on) is the auction area's own chunk.
const HomeAuctionArea = lazy(
  afterFirstPaint(() =>
    import('../../Auctions/HomeArea/HomeAuctionArea.tsx').then((m) => ({
      default: m.HomeAuctionArea,
    })),
  ),
);

const areaLinks: QuickLink[] = [
  {
    label: '现货商城',
    description: '铝板、铝卷、型材、铝箔现货',
    href: hrefTo('search'),
    icon: <Store size={24} aria-hidden />,
  },
  {
    label: '询价求购',
    description: '发布需求，坐等报价',
    href: hrefTo('query'),
    icon: <ClipboardList size={24} aria-hidden />,
  },
  {
    label: '竞拍专场',
    description: '限时竞价，价高者得',
    // The auctions are the home page's own area (each activity opens its lots): the entry
    // scrolls to it.
    href: hrefTo('main', { area: HOME_AUCTION_AREA }),
    icon: <Gavel size={24} aria-hidden />,
  },
];

/**
 * The home page, open to visitors: today's aluminium price (masked for uncertified viewers),
 * entries to the main areas, the categories, promotions, spot goods, goods the user may like
 * (opening one is recorded) and the information articles, and for a signed-in buyer the
 * orders and cart waiting for them.
 */
export const HomePage = observer(function HomePage() {
  const { session, home, orderCounts, cart, guard } = useStores();
  const navigate = useNavigate();
  const { token } = session;
  const priceNote = session.isCertified ? undefined : <CertifyHint />;

  useEffect(() => {
    void home.loadTodayPrice();
    void home.loadCategories();
    void home.loadPromotions();
    void home.loadSpotGoods();
    void home.loadInfos();
  }, [home]);

  // May-like follows the user's choices: loaded again when the user signs in or out.
  useEffect(() => {
    void home.loadMayLike();
  }, [token, home]);

  useEffect(() => {
    if (token === null) return;
    void orderCounts.load();
  }, [token, orderCounts]);

  const buyerLinks: QuickLink[] = session.isLoggedIn
    ? [
        {
          label: '我的订单',
          description: '待处理的订单',
          href: hrefTo('orderAllOrder'),
          icon: <Package size={24} aria-hidden />,
          count: orderCounts.openTotal,
        },
        {
          label: '购物车',
          description: '已加入的商品',
          href: hrefTo('cartList'),
          icon: <ShoppingCart size={24} aria-hidden />,
          count: cart.total,
        },
      ]
    : [];

  return (
    <AsideLayout
      aside={
        <>
          <Suspense fallback={<TodayPriceCard status="loading" note={priceNote} />}>
            <HomeTodayPrice note={priceNote} />
          </Suspense>
          <Suspense fallback={<SkeletonBlock $height="360px" />}>
            <HomeAsideSections />
          </Suspense>
        </>
      }
    >
      <Panel
        title="快捷入口"
        extra={
          <Button
            variant="primary"
            size="sm"
            onClick={() => guard.run(() => navigate(pathTo('query')))}
          >
            发布求购
          </Button>
        }
      >
        <QuickLinks label="快捷入口" items={[...areaLinks, ...buyerLinks]} />
      </Panel>
      <Suspense fallback={<SkeletonBlock $height="760px" />}>
        <HomeMainSections />
      </Suspense>
      {/* Below the sections: it shows only once the flag call answers 1, and appearing above
          them it would push the page down (a layout shift). */}
      <Suspense fallback={null}>
        <HomeAuctionArea />
      </Suspense>
    </AsideLayout>
  );
});
