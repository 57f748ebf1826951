import styled from 'styled-components';
import { Panel } from '../../basics/Panel/Panel.tsx';
import { LoadingStatus, SkeletonBlock, SkeletonFor } from '../../basics/Skeleton/Skeleton.tsx';
import { GoodsPrice } from '../GoodsPrice/GoodsPrice.tsx';
import { gradeText, type BatchId, type GoodsBatch } from '../GoodsSpec/GoodsSpec.tsx';
import { space } from '../../theme/index.ts';

export interface SimilarGoodsProps {
  /** Other batches like the one shown (same category, spec first), already formatted. */
  goods: readonly GoodsBatch[];
  /** The prices are shown in full (a certified viewer); else they are masked as '-'. */
  certified: boolean;
  /** Where 去认证 leads for a signed-in uncertified viewer (GoodsPrice); visitors see '-'. */
  certifyHref?: string;
  /** The detail page of a batch. */
  detailHref: (batchId: BatchId) => string;
  /** Still loading: placeholder cards keep the panel's room. */
  loading?: boolean;
}

/** The most batches the panel lists: one row of cards at the desktop width. */
const ROOM = 4;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.div`
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};

  &:hover,
  &:has(a:focus-visible) {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * The card's link to its batch: the name, size and stock. The price stays outside it, so an
 * uncertified viewer's 去认证 is a link of its own, not one inside another.
 */
const CardLink = styled.a`
  display: grid;
  gap: ${space(1)};
  color: inherit;
  text-decoration: none;
`;

/** 暂无相似批次 over a card's hidden room. */
const Room = styled.div`
  display: grid;
  align-items: center;
  justify-items: center;

  & > * {
    grid-area: 1 / 1;
  }
`;

const Hidden = styled.div.attrs({ 'aria-hidden': true })`
  visibility: hidden;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * A card's four lines as grey bars, each one line high: the room a card takes while loading, or
 * when there is none.
 */
function CardLines() {
  return (
    <>
      <strong>
        <SkeletonBlock $width="70%" $height="1lh" />
      </strong>
      <span>
        <SkeletonBlock $width="55%" $height="1lh" />
      </span>
      <Muted>
        <SkeletonBlock $width="80%" $height="1lh" />
      </Muted>
      <SkeletonFor width="45%">
        <GoodsPrice price="-" certified={false} unit="元/吨" />
      </SkeletonFor>
    </>
  );
}

/**
 * 相似批次 under a goods detail: a few cards of other batches of the same category and spec,
 * each a link with its grade, size, warehouse and stock, then its price (masked for the uncertified). While
 * loading, placeholder cards hold a row of cards' room, and 暂无相似批次 keeps it when there
 * are none, so nothing below moves when they arrive (no layout shift).
 */
export function SimilarGoods({
  goods,
  certified,
  certifyHref,
  detailHref,
  loading = false,
}: SimilarGoodsProps) {
  if (loading) {
    return (
      <Panel title="相似批次">
        <LoadingStatus />
        <List aria-hidden>
          {Array.from({ length: ROOM }, (_, index) => (
            <li key={index}>
              <Card>
                <CardLines />
              </Card>
            </li>
          ))}
        </List>
      </Panel>
    );
  }
  if (goods.length === 0) {
    return (
      <Panel title="相似批次">
        <Room>
          <Hidden>
            <Card>
              <CardLines />
            </Card>
          </Hidden>
          <Muted>暂无相似批次</Muted>
        </Room>
      </Panel>
    );
  }
  return (
    <Panel title="相似批次">
      <List aria-label="相似批次">
        {goods.map((batch) => (
          <li key={batch.batchId}>
            <Card>
              <CardLink href={detailHref(batch.batchId)}>
                <strong>
                  {batch.productName} {gradeText(batch)}
                </strong>
                <span>{batch.spec || '—'}</span>
                <Muted>
                  {batch.warehouse} · 库存 {batch.stock} 吨
                </Muted>
              </CardLink>
              <GoodsPrice
                price={batch.price}
                certified={certified}
                certifyHref={certifyHref}
                unit="元/吨"
              />
            </Card>
          </li>
        ))}
      </List>
    </Panel>
  );
}
