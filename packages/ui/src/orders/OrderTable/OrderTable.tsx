import { memo, type Key, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Checkbox } from '../../basics/Checkbox/Checkbox.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { RowActions } from '../../basics/RowActions/RowActions.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { StatusTag, type StatusValue } from '../../basics/StatusTag/StatusTag.tsx';
import { space } from '../../theme/index.ts';
import { VirtualTable, type VirtualColumn } from '../../basics/Table/VirtualTable.tsx';

/** One line of an order card, its figures formatted by the domain. */
export interface OrderCardLine {
  /** Unique within the order, e.g. the line's detail id. */
  key: Key;
  /** e.g. 6061-T6 铝板. */
  productName: string;
  /** Size text, e.g. 2×1250×2500; '' for ingots. */
  spec: string;
  /** The goods attribute, e.g. 佛山/原色/覆膜. */
  attribute: string;
  /** Tonnes, with 3 decimals, e.g. '5.000'. */
  weight: string;
  /** Price per tonne, e.g. '¥23,450.00'. */
  unitPrice: ReactNode;
  /** The line's amount, e.g. '¥117,250.00'. */
  amount: ReactNode;
  /** A note under the product, e.g. 已过磅 5.012 吨. */
  note?: ReactNode;
}

/** One order as a card: a header, its lines, the money and the actions. */
export interface OrderCard {
  /** Unique in the list, e.g. the order id; what a selection holds. */
  key: Key;
  /** e.g. DD202603180001. */
  orderNo: string;
  /** When it was placed, e.g. 2026-03-18 09:30:00. */
  createdAt: string;
  /** The stage: its word (e.g. 待付款) and tone. */
  status: StatusValue;
  /** Who placed it. */
  buyerName: string;
  /** The buyer's own 采购单号, shown after the buyer when there is one. */
  poNo?: string;
  /** The goods lines. */
  lines: readonly OrderCardLine[];
  /** The order's totals, e.g. 共 8.250 吨 ¥189,335.00: the money column when there is no `money`. */
  totals: ReactNode;
  /** The money column instead of the totals, e.g. the deposit due and paid. */
  money?: ReactNode;
  /** A line under the goods, e.g. 付款确认中 or 待支付差价. */
  notice?: ReactNode;
  /** The order's text buttons, the next step first: two stay in the card, the others go under 更多. */
  actions?: ReactNode;
}

/** Orders that can be chosen, e.g. to submit or pay several at once. */
export interface OrderSelection {
  /** The keys of the chosen orders (controlled). */
  selected: ReadonlySet<Key>;
  /** Called with the new selection: an order's checkbox or the select-all box. */
  onChange: (next: ReadonlySet<Key>) => void;
  /** Orders that cannot be chosen, e.g. with a payment in flight. */
  disabled?: (key: Key) => boolean;
  /** The select-all box's label; 全选 by default. */
  allLabel?: string;
}

export interface OrderTableProps {
  /** The accessible name of the list, e.g. 待提交订单. */
  label: string;
  /** The orders of the current page. */
  orders: readonly OrderCard[];
  /** A page is loading: skeleton cards until the first one arrives, then the cards shown stay. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the list again after an error. */
  onRetry?: () => void;
  /** What an empty list shows, e.g. 暂无待提交订单 with a link on. */
  empty?: ReactNode;
  /** Makes the orders selectable, with a select-all box in the header. */
  selection?: OrderSelection;
  /** More orders than this are virtualised (only those in view are in the DOM); 100 by default. */
  virtualizeAbove?: number;
  /** Height of the scroll area of a virtualised list, in px. */
  $height?: number;
}

/** The goods columns, then the money and actions columns. */
const COLUMNS = [
  { title: '商品', width: '18%' },
  { title: '规格', width: '13%' },
  { title: '属性', width: '11%' },
  { title: '重量(吨)', width: '9%', figure: true },
  { title: '单价(元/吨)', width: '11%', figure: true },
  { title: '金额(元)', width: '11%', figure: true },
  { title: '订单金额', width: '15%', figure: true },
  { title: '操作', width: '12%' },
] as const satisfies readonly VirtualColumn[];
/** Estimated height of an order card of one line, in px, before it is measured. */
const CARD_HEIGHT = 110;

/** The order cards' own cell styles: top-aligned, a border under each card and a gap after it. */
const CARD_STYLES = css`
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${space(2)} ${space(3)};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  /* Figures and specifications never break mid-number (UI.md). */
  td[data-figure],
  td[data-nowrap] {
    white-space: nowrap;
  }
  thead th {
    padding: ${space(3)};
  }
  tbody[data-card] td {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody[data-card] td[data-span] {
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody[data-card]::after {
    content: '';
    display: table-row;
    height: ${space(3)};
  }
`;

const CardHeader = styled.th`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const HeaderLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(5)};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};

  & > strong {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > * {
    white-space: nowrap;
  }
`;

const Status = styled.span`
  margin-left: auto;
`;

const Product = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const LineNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Notice = styled.td`
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const SelectCell = styled.span`
  display: inline-flex;
  vertical-align: middle;
`;

/** The select-all box above the cards. */
const AllBar = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  cursor: pointer;
`;

interface CardProps {
  /** The order. */
  card: OrderCard;
  /** Its checkbox, when the list is selectable. */
  select?: { checked: boolean; disabled: boolean; onToggle: (key: Key, checked: boolean) => void };
  /** Its position, when the list is virtualised. */
  index?: number;
  /** Lets the virtualiser measure the card. */
  measureRef?: (element: HTMLTableSectionElement | null) => void;
}

/** One order: a row group of its header, its lines and its notice; memoised. */
const Card = memo(function Card({ card, select, index, measureRef }: CardProps) {
  const span = Math.max(card.lines.length, 1);
  const figures = (line: OrderCardLine) => (
    <>
      <td>
        <Product>{line.productName}</Product>
        {line.note !== undefined && <LineNote>{line.note}</LineNote>}
      </td>
      <td data-nowrap="" title={line.spec || undefined}>
        {line.spec || '—'}
      </td>
      <td>{line.attribute || '—'}</td>
      <td data-figure="">
        <FixedDecimal>{line.weight}</FixedDecimal>
      </td>
      <td data-figure="">{line.unitPrice}</td>
      <td data-figure="">{line.amount}</td>
    </>
  );
  const shared = (
    <>
      <td rowSpan={span} data-span="" data-figure="">
        {card.money ?? card.totals}
      </td>
      <td rowSpan={span} data-span="">
        <RowActions label={`订单 ${card.orderNo}`} $stacked>
          {card.actions}
        </RowActions>
      </td>
    </>
  );
  const [first, ...rest] = card.lines;
  return (
    <tbody ref={measureRef} data-card="" data-index={index} aria-label={`订单 ${card.orderNo}`}>
      <tr>
        <CardHeader colSpan={COLUMNS.length} scope="rowgroup">
          <HeaderLine>
            {select && (
              <SelectCell>
                <Checkbox
                  aria-label={`选择订单 ${card.orderNo}`}
                  checked={select.checked}
                  disabled={select.disabled}
                  onCheckedChange={(checked) => select.onToggle(card.key, checked === true)}
                />
              </SelectCell>
            )}
            <strong>订单号：{card.orderNo}</strong>
            <span>下单时间：{card.createdAt}</span>
            <span>下单人：{card.buyerName}</span>
            {card.poNo && <span>采购单号：{card.poNo}</span>}
            <Status>
              <StatusTag tone={card.status.tone}>{card.status.label}</StatusTag>
            </Status>
          </HeaderLine>
        </CardHeader>
      </tr>
      <tr>
        {first ? figures(first) : <td colSpan={6} />}
        {shared}
      </tr>
      {rest.map((line) => (
        <tr key={line.key}>{figures(line)}</tr>
      ))}
      {card.notice !== undefined && (
        <tr>
          <Notice colSpan={COLUMNS.length}>{card.notice}</Notice>
        </tr>
      )}
    </tbody>
  );
});

/** The select-all box's state and the checkbox of each card. */
function useSelect(orders: readonly OrderCard[], selection: OrderSelection | undefined) {
  if (!selection) return { all: undefined, selectOf: () => undefined };
  const { selected, onChange, disabled = () => false, allLabel = '全选' } = selection;
  const selectable = orders.map((card) => card.key).filter((key) => !disabled(key));
  const chosen = selectable.filter((key) => selected.has(key)).length;
  const onToggle = (key: Key, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  const all = (
    <AllBar>
      <Checkbox
        checked={
          selectable.length > 0 && chosen === selectable.length
            ? true
            : chosen > 0
              ? 'indeterminate'
              : false
        }
        disabled={selectable.length === 0}
        onCheckedChange={(checked) => onChange(new Set(checked === true ? selectable : []))}
      />
      {allLabel}
    </AllBar>
  );
  return {
    all,
    selectOf: (card: OrderCard) => ({
      checked: selected.has(card.key),
      disabled: disabled(card.key),
      onToggle,
    }),
  };
}

/**
 * The orders of a stage as cards: a header (order number, date, buyer, status), the goods lines
 * (商品, 规格, 属性, 重量, 单价, 金额), the money and the actions of the order beside them, and an
 * optional notice. Selectable with 全选; more than `virtualizeAbove` orders are virtualised.
 * Loading (skeleton), error (重试) and empty states keep the header in place.
 */
export function OrderTable({
  label,
  orders,
  loading = false,
  error,
  onRetry,
  empty = <Empty description="暂无订单" />,
  selection,
  virtualizeAbove = 100,
  $height = 640,
}: OrderTableProps) {
  const { all, selectOf } = useSelect(orders, loading ? undefined : selection);
  return (
    <VirtualTable
      label={label}
      columns={COLUMNS}
      items={orders}
      itemKey={(card) => card.key}
      renderItem={(card, place) => (
        <Card
          card={card}
          select={selectOf(card)}
          index={place?.index}
          measureRef={place?.measureRef}
        />
      )}
      $styles={CARD_STYLES}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={empty}
      skeletonRows={3}
      above={all}
      grouped
      virtualizeAbove={virtualizeAbove}
      estimateSize={(i) => CARD_HEIGHT + 40 * ((orders[i]?.lines.length ?? 1) - 1)}
      overscan={4}
      $height={$height}
    />
  );
}
