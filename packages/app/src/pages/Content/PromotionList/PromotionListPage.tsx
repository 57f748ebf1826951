import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { PROMOTION_STATUS, PROMOTION_STATUS_TEXT, type Promotion } from '@mall/domain/contract';
import { Empty, Panel, PromotionList, type PromotionListItem } from '@mall/ui';
import { useContentStore } from '../shared/useContentStore.ts';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { href, hrefTo, links } from '../../../routes/links.ts';

const statusOf = {
  [PROMOTION_STATUS.upcoming]: 'upcoming',
  [PROMOTION_STATUS.ongoing]: 'ongoing',
  [PROMOTION_STATUS.ended]: 'ended',
} as const;

const toCard = (promotion: Promotion): PromotionListItem => ({
  id: promotion.id,
  title: promotion.title,
  subtitle: promotion.subtitle,
  color: promotion.color,
  image: promotion.image,
  dateRange: `${promotion.startDate} 至 ${promotion.endDate}`,
  status: statusOf[promotion.status],
  statusText: PROMOTION_STATUS_TEXT[promotion.status],
  href: href(links.search(promotion.keyword)),
  actionText: promotion.status === PROMOTION_STATUS.ended ? '查看商品' : '去选购',
});

/** /home/modelPromotion/list: the promotions, ongoing first, each leading to its goods. */
export const PromotionListPage = observer(function PromotionListPage() {
  const { promotions } = useContentStore();

  useEffect(() => {
    void promotions.load();
  }, [promotions]);

  return (
    <Panel title="促销活动">
      <PromotionList
        label="促销活动"
        items={promotions.rows.map(toCard)}
        {...listState(promotions)}
        empty={
          <Empty
            description="暂无促销活动"
            action={<a href={hrefTo('search')}>去逛逛现货商城</a>}
          />
        }
      />
      <ListPager list={promotions} />
    </Panel>
  );
});
