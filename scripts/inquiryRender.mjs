// The inquiry-form figures of `pnpm bench`, against the built app and the sandbox: with the
// form full (200 lines, its limit), the script time of one keystroke in a line field; and the
// import of a buyer's 500-row workbook written by LibreOffice Calc (a merged title, the header
// on row 2, one 规格 column: packages/domain/src/workbook/fixtures/calc-500.xlsx), from picking
// the file to its preview, and from 导入 200 行 to the lines shown (the form keeps the first 200
// and the preview says how many are left out).
import { readFileSync } from 'node:fs';
import { summarise, withScriptClock } from './scriptTime.mjs';
import { logIn } from './ordersRender.mjs';
import { waits } from '../waits.config.mjs';

/** Rows in the imported sheet, and the lines the form holds at most (INQUIRY_LIMITS.lines). */
const SHEET_ROWS = 500;
const FORM_LINES = 200;
/** Keystrokes measured: a digit typed, then taken back, in turn. */
const KEYSTROKES = 20;
/** Imports measured, each into an empty form. */
const IMPORTS = 5;
const FORM = '/#/home/modelDemand/query';
/** The draft's key, kept per user as `mall.inquiryDraft@<uid>` (PER_USER_KEYS). */
const DRAFT_KEY = 'mall.inquiryDraft';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The keystroke's field: the first line's 数量. */
const FIELD = '[aria-label="第 1 行数量"]';

/** React has committed `arg.value` to the field (it keeps the value attribute in step). */
const committed = (arg) =>
  document.querySelector(arg.selector)?.getAttribute('value') === arg.value;

/** The buyer's workbook: 500 rows under a merged title, from another program than the mall. */
const WORKBOOK = new URL('../packages/domain/src/workbook/fixtures/calc-500.xlsx', import.meta.url);

/**
 * In the page: once the file input changes, the ms until the preview offers 导入 `lines` 行
 * (the file read, the sheet understood, the rows checked and listed), then, with that button
 * pressed at once, the ms until the form holds the lines and shows the first of them, one frame
 * later (so that React has committed); and the preview's text.
 */
const timeImportInPage = (lines) => {
  window.imported = new Promise((resolve) => {
    document.addEventListener(
      'change',
      () => {
        const start = performance.now();
        let previewMs = null;
        let pressed = 0;
        let previewText = '';
        const confirm = () =>
          [...document.querySelectorAll('[role="dialog"] button')].find(
            (button) => button.textContent === `导入 ${lines} 行`,
          );
        const observer = new MutationObserver(() => {
          if (previewMs === null) {
            const button = confirm();
            if (!button) return;
            previewMs = performance.now() - start;
            previewText = button.closest('[role="dialog"]').textContent;
            pressed = performance.now();
            button.click();
            return;
          }
          // The table holds the lines (a virtualised table numbers them for assistive
          // technology: header + lines), and the first one shows its imported quantity.
          const table = document.querySelector('table[aria-label="询价明细"]');
          if (table?.getAttribute('aria-rowcount') !== String(lines + 1)) return;
          if (!document.querySelector('[aria-label="第 1 行数量"]')?.getAttribute('value')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const linesMs = performance.now() - pressed;
            resolve({ previewMs, linesMs, previewText });
          });
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      { capture: true, once: true },
    );
  });
};

/**
 * `promise`, or an error saying `what` did not happen once `waits.state` has passed: a step
 * that never comes fails the bench with its name instead of hanging it.
 */
const within = (promise, what) => {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`inquiry bench: ${what} not within ${waits.state / 1000} s`)),
      waits.state,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/** Median and largest of a list of ms, with one decimal. */
const summariseMs = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    'median (ms)': Number(sorted[Math.floor(sorted.length / 2)].toFixed(1)),
    'max (ms)': Number(Math.max(...values).toFixed(1)),
  };
};

/**
 * Logs the demo administrator in at `appUrl` and returns two rows: the import of a buyer's
 * 500-row workbook into an empty form (time in the page from picking the file to its preview,
 * plus from 导入 200 行 to the 200 lines in the form, and its script time and main-thread
 * time: the wall time grows with the machine's load, the thread times hardly), and a keystroke in the
 * full form's first line (script time), each median and worst.
 */
export async function measureInquiryRender(appUrl) {
  return withScriptClock(async (page, _timeScript, scriptSeconds, timeKey) => {
    await logIn(page, appUrl);
    // The main thread's busy time (script, style, layout, paint), in thread ticks: what the
    // import costs the page whatever else the machine runs, beside its wall time.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const taskSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find(({ name }) => name === 'TaskDuration').value;
    };
    const file = {
      name: '某某铝业询价单500行.xlsx',
      mimeType: XLSX,
      buffer: readFileSync(WORKBOOK),
    };

    const walls = [];
    const previews = [];
    const scripts = [];
    const tasks = [];
    for (let run = 0; run < IMPORTS; run += 1) {
      // An empty form each time: no kept draft. The draft is dropped once the form has left
      // the page (a form still shown would write it again), and the form opens with one line.
      await page.goto(`${appUrl}/#/home/main`);
      await page.getByRole('table', { name: '询价明细' }).waitFor({ state: 'detached' });
      await page.evaluate((base) => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith(base)) localStorage.removeItem(key);
        }
      }, DRAFT_KEY);
      await page.goto(`${appUrl}${FORM}`);
      await page.locator('[aria-label="第 1 行数量"]').waitFor();
      const shown = await page.locator('[aria-label="第 2 行数量"]').count();
      if (shown > 0) throw new Error(`inquiry bench: import ${run + 1}: the form is not empty`);
      const input = await page.getByLabel('导入 Excel').elementHandle();
      await page.getByRole('table', { name: '询价明细' }).waitFor();
      await page.evaluate(timeImportInPage, FORM_LINES);
      const start = await scriptSeconds();
      const taskStart = await taskSeconds();
      await input.setInputFiles(file);
      const { previewMs, linesMs, previewText } = await within(
        page.evaluate('window.imported'),
        `import ${run + 1}: the preview's 导入 ${FORM_LINES} 行, then the ${FORM_LINES} lines in the form,`,
      );
      walls.push(previewMs + linesMs);
      previews.push(previewMs);
      scripts.push((await scriptSeconds()) - start);
      tasks.push(((await taskSeconds()) - taskStart) * 1000);
      if (!previewText.includes(`其余 ${SHEET_ROWS - FORM_LINES} 行未加入`)) {
        throw new Error(`the preview says: ${previewText}`);
      }
    }
    const field = page.locator(FIELD);
    await field.click();
    await field.press('End');
    const base = await field.inputValue();
    const keystrokes = [];
    for (let stroke = 0; stroke < KEYSTROKES; stroke += 1) {
      const typing = stroke % 2 === 0;
      keystrokes.push(
        await within(
          timeKey(typing ? '7' : 'Backspace', committed, {
            selector: FIELD,
            value: typing ? `${base}7` : base,
          }),
          `keystroke ${stroke + 1} committed to ${FIELD}`,
        ),
      );
    }
    return [
      {
        action: `import a buyer's ${SHEET_ROWS}-row workbook (${FORM_LINES} lines kept), picking to preview + 导入 to shown`,
        ...summariseMs(walls),
        'preview median (ms)': summariseMs(previews)['median (ms)'],
        ...summarise(scripts),
        'median main thread (ms)': summariseMs(tasks)['median (ms)'],
        'max main thread (ms)': summariseMs(tasks)['max (ms)'],
        budget: '1000 ms (median and max)',
      },
      {
        action: `a keystroke in a line field, ${FORM_LINES} lines in the form`,
        ...summarise(keystrokes),
        budget: '50 ms script (max)',
      },
    ];
  });
}
