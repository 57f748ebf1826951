// Script time of one user action in the built app: Chrome's ScriptDuration (DevTools
// Performance domain, thread ticks) read before the action and after the page has settled.
// Shared by the render figures of `pnpm bench`. A measurement, not a timed test.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, viewport } from '../chromium.config.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median and largest of a list of seconds, in ms with one decimal. */
export const summarise = (seconds) => ({
  'median script (ms)': Number((median(seconds) * 1000).toFixed(1)),
  'max script (ms)': Number((Math.max(...seconds) * 1000).toFixed(1)),
});

/**
 * Waits in the page, without polling (polling would add script time of its own), until
 * `check(arg)` holds after a DOM change, then one more frame so that React has committed.
 * `check` runs in the page, so it may use only its argument and the DOM.
 */
const settledExpression = (check, arg) => `new Promise((resolve) => {
  const check = ${check.toString()};
  const arg = ${JSON.stringify(arg)};
  const observer = new MutationObserver(() => {
    if (!check(arg)) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve());
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
})`;

/**
 * Runs `measure(page, timeScript)` in a fresh Chromium page. `timeScript(act, check, arg)`
 * answers the script seconds of `act()` until `check(arg)` holds in the page.
 */
export async function withScriptClock(measure) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const scriptSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find(({ name }) => name === 'ScriptDuration').value;
    };
    const timeScript = async (act, check, arg) => {
      const start = await scriptSeconds();
      const settled = page.evaluate(settledExpression(check, arg));
      await act();
      await settled;
      return (await scriptSeconds()) - start;
    };
    return await measure(page, timeScript);
  } finally {
    await browser.close();
  }
}
