import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { formatCurrency, priceChange, toGoodsRow, type LoadStatus } from '@mall/domain';
import { INFO_LIMIT, type InfoType, type Promotion } from '@mall/domain/contract';
import {
  CategoryNav,
  InfoArticleList,
  MayLikeList,
  PromotionStrip,
  SpotGoodsList,
  TodayPriceCard,
  type HomeSectionState,
  type InfoArticle,
} from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { certifyHrefFor, detailHref, toGoodsView } from '../../Goods/shared/goodsView.ts';
import { href, hrefTo, links } from '../../../routes/links.ts';

/** A home section's loading, error and retry, from its resource's state. */
const sectionState = (
  status: LoadStatus,
  error: string,
  onRetry: () => void,
): HomeSectionState => ({
  loading: status === 'idle' || status === 'loading',
  error: status === 'error' ? error || '加载失败，请重试' : undefined,
  onRetry,
});

/** A category leads to the second-level search under it (chosen). */
const categoryHref = (category: string): string => href(links.searchSecondGrade(category));

/** A promotion leads to the search for its keyword. */
const toPromotionCard = ({ id, title, subtitle, keyword, startDate, endDate }: Promotion) => ({
  id,
  title,
  description: subtitle,
  period: `${startDate} 至 ${endDate}`,
  href: href(links.search(keyword)),
});

/** The newest articles of every information type, newest first. */
const latestArticles = (types: readonly InfoType[]): InfoArticle[] =>
  types
    .flatMap(({ infos }) => infos)
    .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
    .slice(0, INFO_LIMIT)
    .map(({ id, title, publishTime }) => ({
      id,
      title,
      date: publishTime.slice(0, 10),
      href: href(links.article(id)),
    }));

/** Today's aluminium price, masked for uncertified viewers (`note` says why). */
export const HomeTodayPrice = observer(function HomeTodayPrice({ note }: { note?: ReactNode }) {
  const { session, home } = useStores();
  const price = home.todayPrice;
  const certified = session.isCertified;
  return (
    <TodayPriceCard
      status={home.todayPriceStatus === 'error' ? 'error' : price ? 'ready' : 'loading'}
      price={price ? formatCurrency(price.price, { certified }) : ''}
      date={price?.date}
      change={certified && price ? (priceChange(price.change) ?? undefined) : undefined}
      trend={certified && price ? price.trend.map((point) => Number(point.price)) : undefined}
      errorMessage={home.todayPriceError}
      onRetry={() => void home.loadTodayPrice()}
      note={note}
    />
  );
});

/** The home page's side lists: the goods categories and the newest articles. */
export const HomeAsideSections = observer(function HomeAsideSections() {
  const { home } = useStores();
  return (
    <>
      <CategoryNav
        categories={home.categories.map((category) => ({
          label: category,
          href: categoryHref(category),
          grades: [],
        }))}
        {...sectionState(home.categoriesStatus, '', () => void home.loadCategories())}
      />
      <InfoArticleList
        items={latestArticles(home.infos)}
        moreHref={hrefTo('infoList')}
        {...sectionState(home.infosStatus, home.infosError, () => void home.loadInfos())}
      />
    </>
  );
});

/** The home page's main lists: promotions, spot goods and the goods the user may like. */
export const HomeMainSections = observer(function HomeMainSections() {
  const { session, home } = useStores();
  const certified = session.isCertified;
  const certifyHref = certifyHrefFor(session.isLoggedIn);
  return (
    <>
      <PromotionStrip
        items={home.promotions.map(toPromotionCard)}
        moreHref={hrefTo('promotionList')}
        {...sectionState(
          home.promotionsStatus,
          home.promotionsError,
          () => void home.loadPromotions(),
        )}
      />
      <SpotGoodsList
        items={home.spotGoods.map((batch) => toGoodsView(toGoodsRow(batch, certified)))}
        certified={certified}
        certifyHref={certifyHref}
        detailHref={detailHref}
        moreHref={hrefTo('search')}
        {...sectionState(
          home.spotGoodsStatus,
          home.spotGoodsError,
          () => void home.loadSpotGoods(),
        )}
      />
      <MayLikeList
        items={home.mayLike.map((batch) => toGoodsView(toGoodsRow(batch, certified)))}
        certified={certified}
        certifyHref={certifyHref}
        detailHref={detailHref}
        onOpen={(batchId) => void home.recordMayLike(Number(batchId))}
        {...sectionState(home.mayLikeStatus, home.mayLikeError, () => void home.loadMayLike())}
      />
    </>
  );
});
