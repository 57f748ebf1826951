// The search-render figure of `pnpm bench`: the script time Chrome spends turning to another
// page of goods search results (the request's handling, the store update and React's render),
// against the built app and the sandbox.
import { summarise, withScriptClock } from './scriptTime.mjs';

/** Page turns measured per page size; the figure is their median. */
const TURNS = 5;

/** The results table shows a page other than `previous` (the first row's link) and is not busy. */
const turnedFrom = (previous) => {
  const table = document.querySelector('table[aria-label="商品列表"]');
  const href = table?.querySelector('tbody tr a')?.getAttribute('href');
  return table?.getAttribute('aria-busy') === null && Boolean(href) && href !== previous;
};

/**
 * Opens the search at `appUrl` for each page size and turns pages, returning per size the
 * median and the largest script time of a page turn, in ms.
 */
export const measureSearchRender = (appUrl, pageSizes = [10, 50]) =>
  withScriptClock(async (page, timeScript) => {
    const firstRow = page.getByRole('table', { name: '商品列表' }).getByRole('row').nth(1);
    const rows = [];
    for (const pageSize of pageSizes) {
      await page.goto(`${appUrl}/#/home/modelStore/search?pageSize=${pageSize}`);
      await firstRow.getByRole('link', { name: '详情' }).waitFor();
      const times = [];
      for (let pageNum = 2; pageNum < 2 + TURNS; pageNum += 1) {
        const before = await firstRow.getByRole('link', { name: '详情' }).getAttribute('href');
        times.push(
          await timeScript(
            () => page.getByRole('button', { name: `第 ${pageNum} 页` }).click(),
            turnedFrom,
            before,
          ),
        );
      }
      rows.push({ 'rows per page': pageSize, ...summarise(times) });
    }
    return rows;
  });
