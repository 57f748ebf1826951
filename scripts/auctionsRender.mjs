// The auction figures of `pnpm bench`: an activity of 200 live lots (opened by the sandbox's
// back office, its robots bidding), the script time of turning a page of its lots and of one
// price-poll interval with the lots on screen, and how many price requests each poll sends
// beside how many lots are on screen.
import { logIn } from './ordersRender.mjs';
import { summarise, withScriptClock } from './scriptTime.mjs';

const LOTS = 200;
const TURNS = 5;
/** Poll intervals measured. */
const POLLS = 5;
/** The lots' rows. */
const ROWS = 'table[aria-label="拍品列表"] tbody tr';
const NOW_PRICE = /\/activityDetail\/nowPrice\/\d+/;

/** The table's first lot is another than `previous`, and nothing is loading. */
const shownOtherThan = (previous) => {
  const first = document.querySelector('table[aria-label="拍品列表"] tbody tr')?.textContent;
  return Boolean(first) && first !== previous && !document.querySelector('[aria-busy="true"]');
};

/**
 * Opens a 200-lot activity through `sandboxApi`, logs in at `appUrl`, and answers the median
 * and largest script time of a page turn and of a price-poll interval (each poll and the
 * countdown ticks between two polls), with the requests of each poll and the lots on screen.
 */
export async function measureAuctionsRender(appUrl, sandboxApi) {
  const made = await fetch(`${sandboxApi}/__admin/auctions/bulk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lots: LOTS }),
  }).then((response) => response.json());
  if (made.code !== 200) throw new Error(`bulk auction: ${made.code} ${made.msg}`);

  return withScriptClock(async (page, timeScript, scriptSeconds) => {
    await logIn(page, appUrl);
    await page.goto(`${appUrl}/#/home/modelAuction/${made.data.activityId}`);
    const rows = page.locator(ROWS);
    await rows.first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    const turns = [];
    for (let turn = 0; turn < TURNS; turn += 1) {
      const previous = await rows.first().textContent();
      turns.push(
        await timeScript(
          page.getByRole('button', { name: `第 ${turn + 2} 页` }),
          shownOtherThan,
          previous,
        ),
      );
    }
    const onScreen = await rows.count();

    // Each poll asks once per lot on screen, all within a few ms; an interval is timed from the
    // end of one poll's answers to the end of the next's, the countdown's ticks included.
    const pollAnswered = async () => {
      const batch = [];
      const onRequest = (request) => {
        if (NOW_PRICE.test(request.url())) batch.push(request);
      };
      page.on('request', onRequest);
      await page.waitForRequest(NOW_PRICE, { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      page.off('request', onRequest);
      await Promise.all(batch.map((request) => request.response()));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      return new Set(batch.map((request) => request.url())).size;
    };
    await pollAnswered();
    const intervals = [];
    const sent = [];
    for (let poll = 0; poll < POLLS; poll += 1) {
      const start = await scriptSeconds();
      sent.push(await pollAnswered());
      intervals.push((await scriptSeconds()) - start);
    }
    const requests = Math.max(...sent);
    return [
      { action: `page turn, lots of ${LOTS}`, ...summarise(turns) },
      {
        action: `price poll interval, ${onScreen} lots on screen (${requests} requests a poll at most)`,
        ...summarise(intervals),
        within: requests <= onScreen,
      },
    ];
  });
}
