import styled from 'styled-components';
import { GoodsAttribute } from '../../goods/GoodsAttribute/GoodsAttribute.tsx';
import { GoodsPrice } from '../../goods/GoodsPrice/GoodsPrice.tsx';
import { gradeText, type BatchId } from '../../goods/GoodsSpec/GoodsSpec.tsx';
import { CardGrid, cardFrame } from '../HomeSection/cards.ts';
import { HomeSection } from '../HomeSection/HomeSection.tsx';
import type { SpotGoodsListProps } from '../SpotGoodsList/SpotGoodsList.tsx';
import { space } from '../../theme/index.ts';

export interface MayLikeListProps extends Omit<SpotGoodsListProps, 'moreHref'> {
  /** Called with the batch id when a card is opened, so the app can record the interest. */
  onOpen?: (batchId: BatchId) => void;
}

const Card = styled.li`
  ${cardFrame}
  padding: ${space(3)};

  & > a {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Size = styled.span`
  overflow: hidden;
  font-variant-numeric: tabular-nums;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space(2)};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** 猜你喜欢 on the home page: goods cards with the price under the certification rule. */
export function MayLikeList({
  items,
  certified,
  certifyHref,
  detailHref,
  onOpen,
  ...state
}: MayLikeListProps) {
  return (
    <HomeSection
      title="猜你喜欢"
      isEmpty={items.length === 0}
      emptyText="暂无推荐商品"
      skeletonLines={7}
      reserve="200px"
      {...state}
    >
      <CardGrid $minWidth="200px">
        {items.map((goods) => (
          <Card key={goods.batchId}>
            <a href={detailHref(goods.batchId)} onClick={() => onOpen?.(goods.batchId)}>
              {goods.productName} {gradeText(goods)}
            </a>
            <Size>{goods.spec}</Size>
            <GoodsAttribute>{goods.goodsAttribute}</GoodsAttribute>
            <Meta>
              <span>{goods.warehouse}</span>
              <GoodsPrice
                price={goods.price}
                certified={certified}
                certifyHref={certifyHref}
                unit="元/吨"
              />
            </Meta>
          </Card>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
