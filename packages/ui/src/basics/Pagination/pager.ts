/** What the pager shows between prev and next: page numbers and, in long runs, ellipses. */
export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The pager of Element UI: all pages when they fit in `pagerCount` buttons; otherwise the first
 * and last page, the pages around the current one, and an ellipsis for each gap.
 */
export function pagerItems(pageNum: number, pageCount: number, pagerCount = 7): PagerItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (pageCount <= pagerCount) return range(1, pageCount);

  const half = Math.floor(pagerCount / 2);
  const prevMore = pageNum > pagerCount - half;
  const nextMore = pageNum < pageCount - half;
  const middle =
    prevMore && nextMore
      ? range(pageNum - half + 1, pageNum + half - 1)
      : prevMore
        ? range(pageCount - pagerCount + 2, pageCount - 1)
        : range(2, pagerCount - 1);

  return [
    1,
    ...(prevMore ? (['prev-more'] as const) : []),
    ...middle,
    ...(nextMore ? (['next-more'] as const) : []),
    pageCount,
  ];
}
