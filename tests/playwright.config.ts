import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath, viewport } from '../chromium.config.mjs';
import { waits } from '../waits.config.mjs';

// Journeys drive the built app (vite preview) against the sandbox over real HTTP, on two lanes:
// each Playwright worker has a sandbox and an app server of its own (ports base and base + 1),
// so the two workers never share data, and the second fills the part of the two cores that one
// journey at a time leaves idle while it waits on pages and answers. Playwright loads this file
// in every worker too, where TEST_PARALLEL_INDEX names the worker's lane.
const LANES = 2;
const sandboxPortBase = Number(process.env.E2E_SANDBOX_PORT || 8788);
const appPortBase = Number(process.env.E2E_APP_PORT || 4174);
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const sandboxApiOf = (laneIndex: number) =>
  `http://127.0.0.1:${sandboxPortBase + laneIndex}/api/csr`;
/** This worker's sandbox. */
export const sandboxApi = sandboxApiOf(lane);

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  // A file's journeys run in order on one lane; the files are shared out between the lanes.
  fullyParallel: false,
  workers: LANES,
  retries: 0,
  forbidOnly: true,
  // Every bound comes from waits.config.mjs: a journey waits for the state it needs, and a bound
  // only says how long a slow, loaded machine may take to reach it before the journey fails.
  timeout: waits.journey,
  expect: { timeout: waits.state },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${appPortBase + lane}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    // A step that cannot happen fails at that step, not when the journey's whole time runs out.
    actionTimeout: waits.step,
    navigationTimeout: waits.step,
    // A trace records every step (DOM snapshots, screencast) and costs a fifth of the journeys'
    // CPU. `npm test` (scripts/test-all.mjs) keeps only what it prints, so it sets E2E_TRACE=off;
    // `pnpm test:journeys` leaves a failing journey's trace (`pnpm exec playwright show-trace`).
    // The failure's page, as an aria snapshot, is printed either way (error-context.md).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  // Every lane's sandbox and app server, started at once (scripts/journey-servers.mjs).
  webServer: {
    command: 'node scripts/journey-servers.mjs',
    cwd: '..',
    env: {
      E2E_LANES: String(LANES),
      E2E_SANDBOX_PORT: String(sandboxPortBase),
      E2E_APP_PORT: String(appPortBase),
    },
    wait: { stdout: /journey servers ready/ },
    timeout: waits.server,
  },
});
