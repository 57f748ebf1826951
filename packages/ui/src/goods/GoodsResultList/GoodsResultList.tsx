import { memo } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { GoodsAttribute } from '../GoodsAttribute/GoodsAttribute.tsx';
import { GoodsPrice } from '../GoodsPrice/GoodsPrice.tsx';
import { GoodsSpec, type BatchId, type GoodsBatch } from '../GoodsSpec/GoodsSpec.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { space } from '../../theme/index.ts';
import { VirtualTable, type VirtualColumn } from '../../basics/Table/VirtualTable.tsx';

/** Lists longer than this are virtualised: only the rows in view are in the DOM. */
const VIRTUALISE_ABOVE = 100;

/** What the results call back with; keep the functions stable so that rows stay memoised. */
interface RowActions {
  /** Whether the viewer's company is certified (examineState 2). */
  certified: boolean;
  /** Where 去认证 leads; without it uncertified viewers see the price as given ('-'). */
  certifyHref?: string;
  /** Called with the batch id when 加入购物车 is pressed. */
  onAddToCart: (batchId: BatchId) => void;
  /** Called with the batch id when 询价 is pressed. */
  onInquire: (batchId: BatchId) => void;
  /** The hash route of a batch's detail page, for its 详情 link. */
  detailHref: (batchId: BatchId) => string;
}

export interface GoodsResultListProps extends RowActions {
  /** The batches of the current page; more than 100 are virtualised. */
  rows: readonly GoodsBatch[];
  /** The batch whose 加入购物车 request is in flight: its button spins and ignores presses. */
  addingBatchId?: BatchId;
  /** A page is loading: skeleton rows until the first one arrives, then the rows shown stay. */
  loading?: boolean;
  /** The contract client's message when the search failed; shows it with 重试. */
  error?: string;
  /** Searches again after an error. */
  onRetry?: () => void;
  /** Offered as 清空筛选 when nothing was found. */
  onClearFilters?: () => void;
  /** Number of skeleton rows while loading: the page size, so that the list keeps its height. */
  skeletonRows?: number;
  /** Height of the scroll area of a virtualised list, in px. */
  $height?: number;
}

/** The columns with their widths, so that the layout holds in every state; figures align right. */
const COLUMNS = [
  { title: '商品', width: '20%' },
  { title: '规格', width: '22%' },
  { title: '仓库', width: '10%' },
  { title: '库存(吨)', width: '11%', figure: true },
  { title: '单价(元/吨)', width: '14%', figure: true },
  { title: '操作', width: '23%' },
] as const satisfies readonly VirtualColumn[];
/** Height of a row (a skeleton row's, and the estimate before a row is measured), in px. */
const ROW_HEIGHT = 61;

/** The result rows' own cell styles: a border under each row, sold-out rows muted. */
const ROW_STYLES = css`
  th,
  td {
    padding: ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  tbody tr[data-sold-out='true'] td {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const SoldOutTag = styled.span`
  padding: 0 ${space(1)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: 18px;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  white-space: nowrap;

  & > a {
    padding: 0 ${space(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Hint = styled.span`
  display: block;
  margin-top: ${space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

interface GoodsRowProps extends RowActions {
  /** The batch of this row. */
  row: GoodsBatch;
  /** Its 加入购物车 request is in flight. */
  adding: boolean;
  /** Position among all rows, counting the header as 1, when the list is virtualised. */
  rowIndex?: number;
  /** Lets the virtualiser measure the row. */
  measureRef?: (element: HTMLTableRowElement | null) => void;
}

/** One batch; memoised, so a page re-renders only the rows whose data changed. */
const GoodsRow = memo(function GoodsRow({
  row,
  adding,
  certified,
  certifyHref,
  onAddToCart,
  onInquire,
  detailHref,
  rowIndex,
  measureRef,
}: GoodsRowProps) {
  return (
    <tr
      ref={measureRef}
      data-index={rowIndex === undefined ? undefined : rowIndex - 2}
      aria-rowindex={rowIndex}
      data-sold-out={row.soldOut}
    >
      <td>
        <Name>
          {row.productName}
          {row.soldOut && <SoldOutTag>已售罄</SoldOutTag>}
        </Name>
        <GoodsAttribute>{row.goodsAttribute}</GoodsAttribute>
      </td>
      <td>
        <GoodsSpec goods={row} />
      </td>
      <td>{row.warehouse}</td>
      <td data-figure="">
        <FixedDecimal>{row.stock}</FixedDecimal>
      </td>
      <td data-figure="">
        <GoodsPrice price={row.price} certified={certified} certifyHref={certifyHref} />
      </td>
      <td>
        <Actions>
          <Button
            variant="text"
            size="sm"
            disabled={row.soldOut}
            loading={adding}
            onClick={() => onAddToCart(row.batchId)}
          >
            加入购物车
          </Button>
          <Button variant="text" size="sm" onClick={() => onInquire(row.batchId)}>
            询价
          </Button>
          <a href={detailHref(row.batchId)}>详情</a>
        </Actions>
      </td>
    </tr>
  );
});

type ListProps = Omit<GoodsResultListProps, 'loading' | 'error' | 'onRetry' | 'onClearFilters'>;

const rowProps = (props: ListProps, row: GoodsBatch) => ({
  row,
  adding: props.addingBatchId === row.batchId,
  certified: props.certified,
  certifyHref: props.certifyHref,
  onAddToCart: props.onAddToCart,
  onInquire: props.onInquire,
  detailHref: props.detailHref,
});

/**
 * The goods search results: 商品 (name and goods attribute), 规格, 仓库, 库存, 单价 (under the
 * certification rule) and the row actions 加入购物车 (disabled with 已售罄), 询价 and 详情. Rows
 * are memoised; more than 100 are virtualised. Loading, empty (没有找到相关商品) and error states
 * keep the header in place.
 */
export function GoodsResultList({
  loading = false,
  error,
  onRetry,
  onClearFilters,
  skeletonRows = 5,
  ...props
}: GoodsResultListProps) {
  return (
    <VirtualTable
      label="商品列表"
      columns={COLUMNS}
      items={props.rows}
      itemKey={(row) => row.batchId}
      renderItem={(row, place) => (
        <GoodsRow
          {...rowProps(props, row)}
          rowIndex={place && place.index + 2}
          measureRef={place?.measureRef}
        />
      )}
      $styles={ROW_STYLES}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={
        <Empty
          description={
            <>
              没有找到相关商品
              <Hint>换个关键词，或清空筛选条件再试试</Hint>
            </>
          }
          action={onClearFilters && <Button onClick={onClearFilters}>清空筛选</Button>}
        />
      }
      skeletonRows={skeletonRows}
      skeletonRowHeight={ROW_HEIGHT}
      numbered
      virtualizeAbove={VIRTUALISE_ABOVE}
      estimateSize={() => ROW_HEIGHT}
      overscan={8}
      $height={props.$height ?? 600}
    />
  );
}
