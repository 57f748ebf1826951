// The search-render figure of `pnpm bench`: the script time Chrome spends turning to another
// page of goods search results (the request's handling, the store update and React's render),
// read from the DevTools Performance domain's ScriptDuration before and after each page turn,
// against the built app and the sandbox. A measurement, not a timed test.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, viewport } from '../chromium.config.mjs';

/** Page turns measured per page size; the figure is their median. */
const TURNS = 5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Opens the search at `appUrl` for each page size and turns pages, returning per size the
 * median and the largest script time of a page turn, in ms.
 */
export async function measureSearchRender(appUrl, pageSizes = [10, 50]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find(({ name }) => name === 'ScriptDuration').value;
    };
    const results = page.getByRole('table', { name: '商品列表' });
    const firstRow = results.getByRole('row').nth(1);

    const rows = [];
    for (const pageSize of pageSizes) {
      await page.goto(`${appUrl}/#/home/modelStore/search?pageSize=${pageSize}`);
      await firstRow.getByRole('link', { name: '详情' }).waitFor();
      const times = [];
      for (let pageNum = 2; pageNum < 2 + TURNS; pageNum += 1) {
        const before = await firstRow.getByRole('link', { name: '详情' }).getAttribute('href');
        const start = await scriptSeconds();
        // Watches the table without polling (polling would add script time of its own).
        const turned = page.evaluate(
          (previous) =>
            new Promise((resolve) => {
              const observer = new MutationObserver(() => {
                const table = document.querySelector('table[aria-label="商品列表"]');
                const href = table?.querySelector('tbody tr a')?.getAttribute('href');
                if (table?.getAttribute('aria-busy') !== null || !href || href === previous) return;
                observer.disconnect();
                // Let React finish committing before the counter is read.
                requestAnimationFrame(() => resolve());
              });
              observer.observe(document.body, { subtree: true, childList: true, attributes: true });
            }),
          before,
        );
        await page.getByRole('button', { name: `第 ${pageNum} 页` }).click();
        await turned;
        times.push((await scriptSeconds()) - start);
      }
      rows.push({
        'rows per page': pageSize,
        'median script (ms)': Number((median(times) * 1000).toFixed(1)),
        'max script (ms)': Number((Math.max(...times) * 1000).toFixed(1)),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
