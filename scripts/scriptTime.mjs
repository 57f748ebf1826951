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
 * Sets `window.settled` in the page to a promise that resolves, without polling (polling
 * would add script time of its own), once `check(arg)` holds after a DOM change, and one more
 * frame later so that React has committed. It is set before the action, so that an action
 * whose change comes at once is not missed. `check` runs in the page, so it may use only its
 * argument and the DOM.
 */
const settledExpression = (check, arg) => `void (window.settled = new Promise((resolve) => {
  const check = ${check.toString()};
  const arg = ${JSON.stringify(arg)};
  const observer = new MutationObserver(() => {
    if (!check(arg)) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve());
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
}))`;

/**
 * Runs `measure(page, timeScript, scriptSeconds, timeKey)` in a fresh Chromium page;
 * `scriptSeconds()` reads the page's script time so far. `timeScript(target, check, arg)`
 * clicks the locator `target` and answers the script seconds until `check(arg)` holds in the
 * page. The target is found and scrolled into view before the clock starts and clicked with
 * the mouse at its centre: Playwright's own matching (role and name queries) runs in the
 * page, and would otherwise count as the page's script. `timeKey(key, check, arg)` presses
 * `key` in the focused element and answers the same.
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
    /** The script seconds of `act()` until `check(arg)` holds in the page. */
    const timeAction = async (act, check, arg) => {
      await page.evaluate(settledExpression(check, arg));
      const start = await scriptSeconds();
      await act();
      await page.evaluate('window.settled');
      return (await scriptSeconds()) - start;
    };
    const timeScript = async (target, check, arg) => {
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) throw new Error(`${target} is not visible`);
      return timeAction(
        () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
        check,
        arg,
      );
    };
    const timeKey = (key, check, arg) => timeAction(() => page.keyboard.press(key), check, arg);
    return await measure(page, timeScript, scriptSeconds, timeKey);
  } finally {
    await browser.close();
  }
}
