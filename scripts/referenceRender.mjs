// The reference of the render figures of `pnpm bench`: the same rows as the app showed, as
// plain text in a bare React table (no styles, no stores, no requests), switched page by page
// with the same clock. On a shared machine the app's figures move with the load; their ratio
// to this one, measured in the same run, shows a regression of the app itself.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { summarise, withScriptClock } from './scriptTime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the reference page is built (inside node_modules, so that React resolves). */
const pageDir = join(root, 'node_modules/.cache/mall-bench-reference');
const ORIGIN = 'http://reference.bench';

const page = `<!doctype html>
<html lang="zh-CN"><head><meta charset="UTF-8" /><title>reference</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;

// Every page's rows get new keys, as the app's rows (keyed by order or batch) do.
const main = `import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Reference({ pages }) {
  const [index, setIndex] = useState(0);
  return h('main', null,
    h('button', { type: 'button', onClick: () => setIndex((index + 1) % pages.length) }, '下一页'),
    h('table', null,
      h('tbody', { 'data-page': index },
        pages[index].map((cells, row) =>
          h('tr', { key: index + '-' + row }, cells.map((cell, column) => h('td', { key: column }, cell)))))));
}

window.showPages = (pages) => createRoot(document.getElementById('root')).render(h(Reference, { pages }));
`;

let built;
/** Builds the reference page once per run; answers its output folder. */
const buildPage = () =>
  (built ??= (async () => {
    await mkdir(pageDir, { recursive: true });
    await writeFile(join(pageDir, 'index.html'), page);
    await writeFile(join(pageDir, 'main.js'), main);
    await build({
      root: pageDir,
      base: './',
      configFile: false,
      logLevel: 'warn',
      build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
    });
    return join(pageDir, 'dist');
  })());

/** The cells' text of the rows `rowSelector` finds in the app's page, row by row. */
export const captureRows = (appPage, rowSelector) =>
  appPage.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((row) =>
        [...row.cells].map((cell) => cell.textContent.trim()),
      ),
    rowSelector,
  );

/** The reference table shows page `expected`. */
const showing = (expected) => document.querySelector('tbody')?.dataset.page === String(expected);

/**
 * The median and largest script time of switching from each of `pages` (rows of cell texts,
 * as `captureRows` answers them) to the next in the bare React table, in ms.
 */
export async function measureReference(pages) {
  const dist = await buildPage();
  return withScriptClock(async (browserPage, timeScript) => {
    await browserPage.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(dist, path === '/' ? 'index.html' : path);
      const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
      await route.fulfill({ body: await readFile(file), contentType: type });
    });
    await browserPage.goto(`${ORIGIN}/`);
    await browserPage.evaluate((rows) => window.showPages(rows), pages);
    const next = browserPage.getByRole('button', { name: '下一页' });
    await next.waitFor();
    const times = [];
    for (let index = 1; index < pages.length; index += 1) {
      times.push(await timeScript(next, showing, index));
    }
    return summarise(times);
  });
}

const ratio = (app, reference) => Number((app / reference).toFixed(1));

/**
 * `summary` (the app's median and largest script time of switching between `pages`) with
 * the reference's beside it, and their ratios.
 */
export async function besideReference(summary, pages) {
  const reference = await measureReference(pages);
  return {
    ...summary,
    'bare React median (ms)': reference['median script (ms)'],
    'bare React max (ms)': reference['max script (ms)'],
    '× at median': ratio(summary['median script (ms)'], reference['median script (ms)']),
    '× at worst': ratio(summary['max script (ms)'], reference['max script (ms)']),
  };
}
