import { Fragment, useRef, type Key, type ReactNode } from 'react';
import styled, { type RuleSet } from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { LoadingStatus, SkeletonBlock } from '../Skeleton/Skeleton.tsx';

/** One column of a fixed-layout table: its header text and width; figures align right. */
export interface VirtualColumn {
  /** The header text, unique in the table. */
  readonly title: string;
  /** The column's share of the width, e.g. '20%'. */
  readonly width: string;
  /** Right-aligned figures (weights, prices). */
  readonly figure?: boolean;
}

/** Where a virtualised item stands, for it to be measured. */
export interface VirtualPlace {
  /** Its position among all items. */
  index: number;
  /** Lets the virtualiser measure the item's element. */
  measureRef: (element: Element | null) => void;
}

export interface VirtualTableProps<Item> {
  /** The accessible name of the table (and of its scroll area when virtualised). */
  label: string;
  /** The columns, for the colgroup, the header and the skeleton rows. */
  columns: readonly VirtualColumn[];
  /** The items of the current page. */
  items: readonly Item[];
  /** The unique key of an item. */
  itemKey: (item: Item) => Key;
  /** Renders an item: a row, or a row group with `grouped`; `place` when virtualised. */
  renderItem: (item: Item, place?: VirtualPlace) => ReactNode;
  /** The table's own cell styles, added after the shared ones. */
  $styles: RuleSet<object>;
  /**
   * A page is loading: the table is marked busy, with skeleton rows while there is nothing to
   * show yet; rows already shown stay until the new ones arrive, so that a page turn neither
   * moves the page nor renders the rows twice.
   */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the list again after an error. */
  onRetry?: () => void;
  /** What an empty list shows. */
  empty: ReactNode;
  /** Number of skeleton rows while loading. */
  skeletonRows: number;
  /**
   * Height of a skeleton row, in px: a loaded row's, so that the table keeps its height when
   * the rows arrive. One line of cells by default.
   */
  skeletonRowHeight?: number;
  /** Shown above the table when it has items, e.g. a select-all box. */
  above?: ReactNode;
  /** Each item renders its own row group (tbody) instead of a row. */
  grouped?: boolean;
  /** Numbers the rows for assistive technology (aria-rowindex, aria-rowcount). */
  numbered?: boolean;
  /** More items than this are virtualised (only those in view are in the DOM). */
  virtualizeAbove: number;
  /** Estimated height of an item before it is measured, in px. */
  estimateSize: (index: number) => number;
  /** Items rendered beyond the view on each side. */
  overscan: number;
  /** Height of the scroll area of a virtualised list, in px. */
  $height: number;
}

const Scroller = styled.div`
  overflow-y: auto;
`;

const Root = styled.table<{ $styles: RuleSet<object> }>`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  background: ${({ theme }) => theme.color.surface};

  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.fill};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  [data-figure] {
    text-align: right;
  }
  ${({ $styles }) => $styles}
`;

const Head = ({ columns, numbered }: { columns: readonly VirtualColumn[]; numbered: boolean }) => (
  <>
    <colgroup>
      {columns.map((column) => (
        <col key={column.title} style={{ width: column.width }} />
      ))}
    </colgroup>
    <thead>
      <tr aria-rowindex={numbered ? 1 : undefined}>
        {columns.map((column) => (
          <th key={column.title} scope="col" data-figure={column.figure ? '' : undefined}>
            {column.title}
          </th>
        ))}
      </tr>
    </thead>
  </>
);

/** A spacer standing in for the items scrolled out of view; a row group of its own with `grouped`. */
const Spacer = ({ height, span, grouped }: { height: number; span: number; grouped: boolean }) => {
  if (height <= 0) return null;
  const row = (
    <tr aria-hidden="true">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
  return grouped ? <tbody aria-hidden="true">{row}</tbody> : row;
};

/** Only the items in view, in a scroll area of its own, with spacers for the rest. */
function VirtualBody<Item>({
  label,
  columns,
  items,
  itemKey,
  renderItem,
  $styles,
  loading = false,
  grouped = false,
  numbered = false,
  estimateSize,
  overscan,
  $height,
}: VirtualTableProps<Item>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler; items get only the stable `measureElement`.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    overscan,
  });
  const places = virtualizer.getVirtualItems();
  const before = places[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (places.at(-1)?.end ?? 0);
  const span = columns.length;
  const body = (
    <>
      <Spacer height={before} span={span} grouped={grouped} />
      {places.map((place) => {
        const item = items[place.index];
        return item === undefined ? null : (
          <Fragment key={itemKey(item)}>
            {renderItem(item, { index: place.index, measureRef: virtualizer.measureElement })}
          </Fragment>
        );
      })}
      <Spacer height={after} span={span} grouped={grouped} />
    </>
  );
  return (
    <Scroller
      ref={scrollerRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ height: $height }}
    >
      <Root
        aria-label={label}
        aria-busy={loading || undefined}
        aria-rowcount={numbered ? items.length + 1 : undefined}
        $styles={$styles}
      >
        <Head columns={columns} numbered={numbered} />
        {grouped ? body : <tbody>{body}</tbody>}
      </Root>
    </Scroller>
  );
}

const FullRow = ({ span, children }: { span: number; children: ReactNode }) => (
  <tbody>
    <tr>
      <td colSpan={span}>{children}</td>
    </tr>
  </tbody>
);

/**
 * A block around the table. Laid out as a flex item itself (a Stack's child), a table whose
 * row-spanning cells (an order card's money and actions) are taller than their rows got
 * Chromium's smaller height, and what followed it (the pager) was drawn over its last rows.
 */
const TableBox = styled.div``;

const SkeletonRow = styled.tr<{ $height?: number }>`
  height: ${({ $height }) => ($height === undefined ? 'auto' : `${$height}px`)};
`;

/**
 * A fixed-layout table with a sticky header whose items are rows (or row groups with `grouped`):
 * skeleton rows while the first page loads, the error state with 重试 and an empty state keep the header in
 * place; more than `virtualizeAbove` items are virtualised in a scroll area of their own.
 */
export function VirtualTable<Item>(props: VirtualTableProps<Item>) {
  const {
    label,
    columns,
    items,
    itemKey,
    renderItem,
    $styles,
    loading = false,
    error,
    onRetry,
    empty,
    skeletonRows,
    skeletonRowHeight,
    above,
    grouped = false,
    numbered = false,
    virtualizeAbove,
  } = props;
  const skeleton = loading && items.length === 0;
  const listed = !skeleton && error === undefined && items.length > 0;
  if (listed && items.length > virtualizeAbove) {
    return (
      <>
        {loading && <LoadingStatus />}
        {above}
        <VirtualBody {...props} />
      </>
    );
  }

  const span = columns.length;
  const body = () => {
    if (skeleton) {
      return (
        <tbody>
          {Array.from({ length: skeletonRows }, (_, index) => (
            <SkeletonRow key={index} $height={skeletonRowHeight}>
              {columns.map((column) => (
                <td key={column.title}>
                  <SkeletonBlock />
                </td>
              ))}
            </SkeletonRow>
          ))}
        </tbody>
      );
    }
    if (error !== undefined) {
      return (
        <FullRow span={span}>
          <ErrorState message={error} onRetry={onRetry} />
        </FullRow>
      );
    }
    if (items.length === 0) return <FullRow span={span}>{empty}</FullRow>;
    const rows = items.map((item) => <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>);
    return grouped ? rows : <tbody>{rows}</tbody>;
  };

  return (
    <>
      {loading && <LoadingStatus />}
      {listed && above}
      <TableBox>
        <Root aria-label={label} aria-busy={loading || undefined} $styles={$styles}>
          <Head columns={columns} numbered={numbered} />
          {body()}
        </Root>
      </TableBox>
    </>
  );
}
