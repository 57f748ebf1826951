// The inquiry-form figures of `pnpm bench`, against the built app and the sandbox: with the
// form full (200 lines, its limit), the script time of one keystroke in a line field; and the
// import of a 500-row .xlsx (made here from the sandbox's template with exceljs), from picking
// the file to the lines shown (the form keeps the first 200 and says how many were left out).
import { createRequire } from 'node:module';
import { summarise, withScriptClock } from './scriptTime.mjs';
import { logIn } from './ordersRender.mjs';

// exceljs is the sandbox's dependency, reached from its package.
const ExcelJS = createRequire(new URL('../packages/sandbox/package.json', import.meta.url))(
  'exceljs',
);

/** Rows in the imported sheet, and the lines the form holds at most (INQUIRY_LIMITS.lines). */
const SHEET_ROWS = 500;
const FORM_LINES = 200;
/** Keystrokes measured: a digit typed, then taken back, in turn. */
const KEYSTROKES = 20;
/** Imports measured, each into an empty form. */
const IMPORTS = 5;
const FORM = '/#/home/modelDemand/query';
const DRAFT_KEY = 'mall.inquiryDraft';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The keystroke's field: the first line's 数量. */
const FIELD = '[aria-label="第 1 行数量"]';

/** React has committed `arg.value` to the field (it keeps the value attribute in step). */
const committed = (arg) =>
  document.querySelector(arg.selector)?.getAttribute('value') === arg.value;

/**
 * The sandbox's import template (as the signed-in buyer of `page`) with its example row copied
 * into rows 2 to 501, each with its own quantity: a sheet of 500 good rows.
 */
async function sheetOf500(page, sandboxApi) {
  const token = (await page.context().cookies()).find(({ name }) => name === 'Token')?.value;
  const response = await fetch(`${sandboxApi}/pc/inquiryNew/inquiry/exportTemplate`, {
    headers: { Token: token ?? '' },
  });
  if (!response.ok) throw new Error(`exportTemplate: ${response.status}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const sheet = book.worksheets[0];
  // Row values are 1-based: index 0 is empty.
  const headers = sheet.getRow(1).values;
  const example = sheet.getRow(2).values;
  const quantity = headers.indexOf('数量');
  for (let row = 2; row <= SHEET_ROWS + 1; row += 1) {
    for (let column = 1; column < headers.length; column += 1) {
      sheet.getCell(row, column).value = column === quantity ? String(row - 1) : example[column];
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * In the page: answers, once the file input changes, the ms until the import report shows and
 * the form's last line is in the DOM, one frame later (so that React has committed).
 */
const timeImportInPage = (lastLine) => {
  window.imported = new Promise((resolve) => {
    document.addEventListener(
      'change',
      () => {
        const start = performance.now();
        const shown = () =>
          document.querySelector('[role="status"][aria-label="导入结果"]') &&
          document.querySelector(`[aria-label="第 ${lastLine} 行数量"]`);
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      { capture: true, once: true },
    );
  });
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
 * Logs the demo administrator in at `appUrl` and returns two rows: the import of a 500-row
 * .xlsx into an empty form (time in the page from picking the file to the 200 lines shown,
 * and its script time), and a keystroke in the full form's first line (script time), each
 * median and worst.
 */
export async function measureInquiryRender(appUrl, sandboxApi) {
  return withScriptClock(async (page, _timeScript, scriptSeconds, timeKey) => {
    await logIn(page, appUrl);
    const file = {
      name: '询价明细500行.xlsx',
      mimeType: XLSX,
      buffer: await sheetOf500(page, sandboxApi),
    };

    const walls = [];
    const scripts = [];
    for (let run = 0; run < IMPORTS; run += 1) {
      // An empty form each time: no kept draft.
      await page.evaluate((key) => localStorage.removeItem(key), DRAFT_KEY);
      await page.goto(`${appUrl}/#/home/main`);
      await page.goto(`${appUrl}${FORM}`);
      const input = await page.getByLabel('导入 Excel').elementHandle();
      await page.getByRole('table', { name: '询价明细' }).waitFor();
      await page.evaluate(timeImportInPage, FORM_LINES);
      const start = await scriptSeconds();
      await input.setInputFiles(file);
      walls.push(await page.evaluate('window.imported'));
      scripts.push((await scriptSeconds()) - start);
      const report = await page.getByRole('status', { name: '导入结果' }).textContent();
      if (!report.includes(`其余 ${SHEET_ROWS - FORM_LINES} 行未加入`)) {
        throw new Error(`the import report says: ${report}`);
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
        await timeKey(typing ? '7' : 'Backspace', committed, {
          selector: FIELD,
          value: typing ? `${base}7` : base,
        }),
      );
    }
    return [
      {
        action: `import a ${SHEET_ROWS}-row .xlsx (${FORM_LINES} lines kept), picking to shown`,
        ...summariseMs(walls),
        ...summarise(scripts),
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
