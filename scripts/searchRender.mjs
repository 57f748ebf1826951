// The search-render figures of `pnpm bench`: the script time Chrome spends turning to another
// page of goods search results (the request's handling, the store update and React's render),
// against the built app and the sandbox, beside the same rows in a bare React table.
import { besideReference, captureRows } from './referenceRender.mjs';
import { summarise, withScriptClock } from './scriptTime.mjs';

/** Page turns measured per page size. */
const TURNS = 5;
/** The rows of the results table. */
const ROWS = 'table[aria-label="商品列表"] tbody tr';

/** The results table shows a page other than `previous` (the first row's link) and is not busy. */
const turnedFrom = (previous) => {
  const table = document.querySelector('table[aria-label="商品列表"]');
  const href = table?.querySelector('tbody tr a')?.getAttribute('href');
  return table?.getAttribute('aria-busy') === null && Boolean(href) && href !== previous;
};

/**
 * Opens the search at `appUrl` for each page size and turns pages, returning per size the
 * median and the largest script time of a page turn, in ms, beside the same pages' rows in a
 * bare React table.
 */
export async function measureSearchRender(appUrl, pageSizes = [10, 50]) {
  const measured = await withScriptClock(async (page, timeScript) => {
    const firstRow = page.getByRole('table', { name: '商品列表' }).getByRole('row').nth(1);
    const sizes = [];
    for (const pageSize of pageSizes) {
      await page.goto(`${appUrl}/#/home/modelStore/search?pageSize=${pageSize}`);
      // The rows of the page before stay while this one loads: wait for this one's.
      await page.waitForFunction((size) => {
        const table = document.querySelector('table[aria-label="商品列表"]');
        return (
          table?.getAttribute('aria-busy') === null &&
          table.querySelectorAll('tbody tr').length === size
        );
      }, pageSize);
      const times = [];
      const pages = [await captureRows(page, ROWS)];
      for (let pageNum = 2; pageNum < 2 + TURNS; pageNum += 1) {
        const before = await firstRow.getByRole('link', { name: '详情' }).getAttribute('href');
        times.push(
          await timeScript(
            page.getByRole('button', { name: `第 ${pageNum} 页` }),
            turnedFrom,
            before,
          ),
        );
        pages.push(await captureRows(page, ROWS));
      }
      sizes.push({ pageSize, summary: summarise(times), pages });
    }
    return sizes;
  });
  const rows = [];
  for (const { pageSize, summary, pages } of measured) {
    rows.push({ 'rows per page': pageSize, ...(await besideReference(summary, pages)) });
  }
  return rows;
}
