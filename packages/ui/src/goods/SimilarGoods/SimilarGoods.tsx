import styled from 'styled-components';
import { Panel } from '../../basics/Panel/Panel.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { GoodsPrice } from '../GoodsPrice/GoodsPrice.tsx';
import { gradeText, sizeText, type BatchId, type GoodsBatch } from '../GoodsSpec/GoodsSpec.tsx';
import { space } from '../../theme/index.ts';

export interface SimilarGoodsProps {
  /** Other batches like the one shown (same category, spec first), already formatted. */
  goods: readonly GoodsBatch[];
  /** The prices are shown in full (a certified viewer); else they are masked as '-'. */
  certified: boolean;
  /** The detail page of a batch. */
  detailHref: (batchId: BatchId) => string;
  /** Still loading: a placeholder keeps the panel's room. */
  loading?: boolean;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.a`
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * 相似批次 under a goods detail: a few links to other batches of the same category and spec,
 * each with its grade, size, warehouse, stock and price (masked for the uncertified). Nothing
 * is shown when there are none.
 */
export function SimilarGoods({ goods, certified, detailHref, loading = false }: SimilarGoodsProps) {
  if (!loading && goods.length === 0) return null;
  return (
    <Panel title="相似批次">
      {loading ? (
        <Skeleton lines={2} />
      ) : (
        <List aria-label="相似批次">
          {goods.map((batch) => (
            <li key={batch.batchId}>
              <Card href={detailHref(batch.batchId)}>
                <strong>
                  {batch.productName} {gradeText(batch)}
                </strong>
                <span>{sizeText(batch) || '—'}</span>
                <Muted>
                  {batch.warehouse} · 库存 {batch.stock} 吨
                </Muted>
                <GoodsPrice price={batch.price} certified={certified} unit="元/吨" />
              </Card>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
