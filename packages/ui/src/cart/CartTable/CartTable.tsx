import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Checkbox as SelectBox } from '../../basics/Checkbox/Checkbox.tsx';
import { LazyConfirmDialog } from '../../basics/ConfirmDialog/LazyConfirmDialog.tsx';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { GoodsAttribute } from '../../goods/GoodsAttribute/GoodsAttribute.tsx';
import { GoodsPrice } from '../../goods/GoodsPrice/GoodsPrice.tsx';
import { GoodsSpec, gradeText, type GoodsBatch } from '../../goods/GoodsSpec/GoodsSpec.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { Table, type TableColumn } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';

/** The id of a cart entry, as the server sends it. */
export type CartId = string | number;

/** One cart entry: a goods batch with its cart id and amount, figures formatted by the domain. */
export interface CartRow extends GoodsBatch {
  /** The cart entry's id: what 删除 removes. */
  cartId: CartId;
  /** The amount of the entry, e.g. '¥266,875.00', or '-' for uncertified viewers. */
  amount: string;
  /** A shadow entry (the shadow list): shown greyed with a note, and it cannot be selected. */
  shadow?: boolean;
}

export interface CartTableProps {
  /** The entries that can be ordered, shadow entries among them. */
  rows: readonly CartRow[];
  /** The sold-out entries, listed apart under 失效商品. */
  soldOutRows?: readonly CartRow[];
  /** The ids of the selected entries (controlled). */
  selectedIds: readonly CartId[];
  /** Called with the new selection: a row's checkbox or 全选. */
  onSelectionChange: (ids: CartId[]) => void;
  /** Called with the cart id once the buyer confirms 删除; a promise keeps the dialog spinning. */
  onDelete: (cartId: CartId) => unknown;
  /** Called once the buyer confirms 清空失效商品; a promise keeps the dialog spinning. */
  onClearSoldOut?: () => unknown;
  /** Whether the viewer's company is certified (examineState 2). */
  certified: boolean;
  /** Where 去认证 leads; without it uncertified viewers see the prices as given ('-'). */
  certifyHref?: string;
  /** Where 去逛逛 leads from an empty cart, e.g. '#/home/modelStore/search'. */
  shopHref: string;
  /** The note under a shadow entry. */
  shadowNote?: string;
  /** Shows skeleton rows while the cart loads. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the cart again after an error. */
  onRetry?: () => void;
}

const Section = styled.section`
  margin-top: ${space(5)};

  & > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${space(2)};
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Greys a cell of a shadow or sold-out entry; the text keeps AA contrast. */
const Dim = styled.div`
  &[data-dim='true'],
  &[data-dim='true'] [data-variant='price'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Tag = styled.span`
  padding: 0 ${space(1)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

/** The question the confirm dialog is asking, if any. */
type Asking = { kind: 'delete'; row: CartRow } | { kind: 'clearSoldOut' } | null;

/**
 * The goods columns of a cart line (商品, 规格, 仓库, 重量, 单价, 金额), greyed where `dim` says so:
 * both lists of the cart share them, and so does the confirm-order page.
 */
export function cartGoodsColumns(
  dim: (row: CartRow) => boolean,
  {
    certified,
    certifyHref,
    shadowNote,
  }: Pick<CartTableProps, 'certified' | 'certifyHref' | 'shadowNote'>,
): TableColumn<CartRow>[] {
  const cell = (render: (row: CartRow) => ReactNode) => (row: CartRow) => (
    <Dim data-dim={dim(row)}>{render(row)}</Dim>
  );
  return [
    {
      key: 'goods',
      title: '商品',
      render: cell((row) => (
        <>
          {row.productName}
          <GoodsAttribute>{row.goodsAttribute}</GoodsAttribute>
          {row.shadow && <Note>{shadowNote}</Note>}
        </>
      )),
    },
    { key: 'spec', title: '规格', render: cell((row) => <GoodsSpec goods={row} />) },
    { key: 'warehouse', title: '仓库', width: 80, render: cell((row) => row.warehouse) },
    {
      key: 'stock',
      title: '重量(吨)',
      align: 'right',
      width: 100,
      render: cell((row) => <FixedDecimal>{row.stock}</FixedDecimal>),
    },
    {
      key: 'price',
      title: '单价(元/吨)',
      align: 'right',
      width: 120,
      render: cell((row) => (
        <GoodsPrice price={row.price} certified={certified} certifyHref={certifyHref} />
      )),
    },
    {
      key: 'amount',
      title: '金额(元)',
      align: 'right',
      width: 140,
      render: cell((row) => <Currency>{row.amount}</Currency>),
    },
  ];
}

/** A row's accessible name: product, grade and warehouse, e.g. 铝板 6061-T6 佛山仓. */
const rowName = (row: CartRow) => `${row.productName} ${gradeText(row)} ${row.warehouse}`;

/**
 * The cart's goods: a checkbox per entry with 全选 (Radix Checkbox), 删除 per entry after a
 * confirmation, shadow entries greyed with a note, and the sold-out entries apart under 失效商品
 * with 清空失效商品. Loading, empty (购物车空空如也, 去逛逛) and error states built in.
 */
export function CartTable({
  rows,
  soldOutRows = [],
  selectedIds,
  onSelectionChange,
  onDelete,
  onClearSoldOut,
  certified,
  certifyHref,
  shopHref,
  shadowNote = '该商品暂不可下单',
  loading = false,
  error,
  onRetry,
}: CartTableProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const soldOutHeadingId = useId();
  const selectable = rows.filter((row) => !row.shadow).map((row) => row.cartId);
  const selected = new Set(selectedIds);
  const selectedCount = selectable.filter((id) => selected.has(id)).length;
  const allChecked =
    selectable.length > 0 && selectedCount === selectable.length
      ? true
      : selectedCount > 0
        ? 'indeterminate'
        : false;

  const toggle = (id: CartId, checked: boolean) =>
    onSelectionChange(
      checked ? [...selectedIds, id] : selectedIds.filter((selectedId) => selectedId !== id),
    );

  const deleteColumn: TableColumn<CartRow> = {
    key: 'actions',
    title: '操作',
    width: 72,
    render: (row) => (
      <Button
        variant="text"
        size="sm"
        aria-label={`删除 ${rowName(row)}`}
        onClick={() => setAsking({ kind: 'delete', row })}
      >
        删除
      </Button>
    ),
  };
  const shared = { certified, certifyHref, shadowNote };

  const columns: TableColumn<CartRow>[] = [
    {
      key: 'select',
      title: (
        <SelectBox
          aria-label="全选"
          checked={allChecked}
          disabled={loading || selectable.length === 0}
          onCheckedChange={(checked) => onSelectionChange(checked === true ? selectable : [])}
        />
      ),
      width: 48,
      render: (row) => (
        <SelectBox
          aria-label={`选择 ${rowName(row)}`}
          checked={!row.shadow && selected.has(row.cartId)}
          disabled={row.shadow}
          onCheckedChange={(checked) => toggle(row.cartId, checked === true)}
        />
      ),
    },
    ...cartGoodsColumns((row) => row.shadow === true, shared),
    deleteColumn,
  ];

  const soldOutColumns: TableColumn<CartRow>[] = [
    { key: 'state', title: '状态', width: 72, render: () => <Tag>已售罄</Tag> },
    ...cartGoodsColumns(() => true, shared),
    deleteColumn,
  ];

  const cartEmpty =
    !loading && error === undefined && rows.length === 0 && soldOutRows.length === 0;
  if (cartEmpty) {
    return <Empty description="购物车空空如也" action={<a href={shopHref}>去逛逛</a>} />;
  }

  return (
    <>
      <Table
        label="购物车商品"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.cartId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={<Empty description="暂无可下单的商品" />}
        skeletonRows={3}
      />
      {soldOutRows.length > 0 && (
        <Section aria-labelledby={soldOutHeadingId}>
          <header>
            <h3 id={soldOutHeadingId}>失效商品（{soldOutRows.length}）</h3>
            {onClearSoldOut && (
              <Button variant="text" size="sm" onClick={() => setAsking({ kind: 'clearSoldOut' })}>
                清空失效商品
              </Button>
            )}
          </header>
          <Table
            label="失效商品"
            columns={soldOutColumns}
            rows={soldOutRows}
            rowKey={(row) => row.cartId}
          />
        </Section>
      )}
      <LazyConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title="提示"
        content={
          asking?.kind === 'clearSoldOut'
            ? '确定清空全部失效商品吗？'
            : `确定将「${asking === null ? '' : rowName(asking.row)}」移出购物车吗？`
        }
        onConfirm={() =>
          asking?.kind === 'clearSoldOut'
            ? onClearSoldOut?.()
            : asking && onDelete(asking.row.cartId)
        }
      />
    </>
  );
}
