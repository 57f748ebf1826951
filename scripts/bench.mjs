#!/usr/bin/env node
// `pnpm bench`: builds the app and prints
//   - the home route's initial JavaScript, gzipped (size-limit over Vite's manifest);
//   - Lighthouse desktop metrics for key routes, against the built app and the sandbox;
//   - the script time of rendering a page of goods search results (scripts/searchRender.mjs);
//   - with 1,000 orders in a list, the script time of a page turn and of a tab switch
//     (scripts/ordersRender.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../chromium.config.mjs';
import { measureOrdersRender } from './ordersRender.mjs';
import { measureSearchRender } from './searchRender.mjs';
import { waitFor } from './waitFor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sandboxPort = 8789;
const appPort = 4175;
const routes = ['/home/main', '/gateway/login'];
/** Script time allowed for rendering a page of search results (issue 4). */
const searchRenderBudgetMs = 50;
/** Script time allowed for a page or a tab switch of a 1,000-order list (issue 6). */
const ordersRenderBudgetMs = 50;

const sh = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });

const build = sh('pnpm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const size = sh(join(root, 'node_modules/.bin/size-limit'), ['--json']);
const [entry] = JSON.parse(size.stdout);
const kB = (entry.size / 1000).toFixed(1);

const servers = [
  spawn('pnpm', ['--filter', '@mall/sandbox', 'start'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: ':memory:' },
    stdio: 'ignore',
    detached: true,
  }),
  spawn('pnpm', ['--filter', '@mall/app', 'preview'], {
    cwd: root,
    env: { ...process.env, APP_PORT: String(appPort), SANDBOX_PORT: String(sandboxPort) },
    stdio: 'ignore',
    detached: true,
  }),
];
const stopServers = () =>
  servers.forEach((s) => {
    try {
      process.kill(-s.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  });
process.on('exit', stopServers);

await waitFor(`http://127.0.0.1:${sandboxPort}/api/csr/health`);
await waitFor(`http://localhost:${appPort}/`);

const searchRender = await measureSearchRender(`http://localhost:${appPort}`);
// The verdict is on the default page size (10 rows, spec section 9).
const searchWithin = searchRender[0]['median script (ms)'] < searchRenderBudgetMs;
const ordersRender = await measureOrdersRender(
  `http://localhost:${appPort}`,
  `http://127.0.0.1:${sandboxPort}/api/csr`,
);
const ordersWithin = ordersRender.every((row) => row['median script (ms)'] < ordersRenderBudgetMs);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const rows = [];
try {
  for (const route of routes) {
    const url = `http://localhost:${appPort}/#${route}`;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        ...desktopConfig,
        settings: {
          ...desktopConfig.settings,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
      },
    );
    const { categories, audits } = result.lhr;
    rows.push({
      route,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      LCP: audits['largest-contentful-paint'].displayValue,
      FCP: audits['first-contentful-paint'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
      CLS: audits['cumulative-layout-shift'].displayValue,
    });
  }
} finally {
  await chrome.kill();
  stopServers();
}

console.log(
  `\nHome route initial JS (gzip): ${kB} kB  (budget 170 kB, ${entry.passed ? 'within' : 'OVER'} budget; ${entry.name})`,
);
console.log('Lighthouse, desktop preset:');
console.table(rows);
console.log(
  `Search results render (script per page turn, median of 5): ${searchRender[0]['median script (ms)']} ms  (budget ${searchRenderBudgetMs} ms, ${searchWithin ? 'within' : 'OVER'} budget)`,
);
console.table(searchRender);
console.log(
  `Order lists with 1,000 orders (script per action, median of 5): page turn ${ordersRender[0]['median script (ms)']} ms, tab switch ${ordersRender[1]['median script (ms)']} ms  (budget ${ordersRenderBudgetMs} ms each, ${ordersWithin ? 'within' : 'OVER'} budget)`,
);
console.table(ordersRender);
process.exit(entry.passed && searchWithin && ordersWithin ? 0 : 1);
