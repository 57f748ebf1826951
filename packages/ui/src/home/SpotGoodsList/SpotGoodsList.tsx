import styled from 'styled-components';
import { GoodsPrice } from '../../goods/GoodsPrice/GoodsPrice.tsx';
import { gradeText, type BatchId, type GoodsBatch } from '../../goods/GoodsSpec/GoodsSpec.tsx';
import { HomeSection, type HomeSectionState } from '../HomeSection/HomeSection.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { space } from '../../theme/index.ts';

export interface SpotGoodsListProps extends HomeSectionState {
  /** The batches to show, in order. */
  items: readonly GoodsBatch[];
  /** Whether the viewer's company is certified (examineState 2). */
  certified: boolean;
  /** Where 去认证 leads; without it uncertified viewers see the prices as given ('-'). */
  certifyHref?: string;
  /** The hash route of a batch's detail page. */
  detailHref: (batchId: BatchId) => string;
  /** Where 更多 leads, e.g. '#/home/modelStore/search'. */
  moreHref?: string;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1.2fr) 64px 88px 112px;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &:last-child {
    border-bottom: 0;
  }
  & > span {
    overflow: hidden;
    color: ${({ theme }) => theme.color.textSecondary};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > :nth-child(n + 4) {
    text-align: right;
  }
`;

const Name = styled.a`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The home page's spot goods: one compact line per batch, the name leading to its detail. */
export function SpotGoodsList({
  items,
  certified,
  certifyHref,
  detailHref,
  moreHref,
  ...state
}: SpotGoodsListProps) {
  return (
    <HomeSection
      title="现货资源"
      skeletonLines={6}
      // The home page's ten batches, one 39 px line each.
      reserve="389px"
      moreHref={moreHref}
      isEmpty={items.length === 0}
      emptyText="暂无现货资源"
      {...state}
    >
      <List>
        {items.map((goods) => (
          <Row key={goods.batchId}>
            <Name href={detailHref(goods.batchId)}>
              {goods.productName} {gradeText(goods)}
            </Name>
            <span>{goods.spec}</span>
            <span>{goods.warehouse}</span>
            <FixedDecimal unit="吨">{goods.stock}</FixedDecimal>
            <GoodsPrice price={goods.price} certified={certified} certifyHref={certifyHref} />
          </Row>
        ))}
      </List>
    </HomeSection>
  );
}
