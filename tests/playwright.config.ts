import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, viewport } from '../chromium.config.mjs';

// Journeys drive the built app (vite preview) against the sandbox over real HTTP.
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT || 8788);
const appPort = Number(process.env.E2E_APP_PORT || 4174);
export const sandboxApi = `http://127.0.0.1:${sandboxPort}/api/csr`;

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${appPort}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    // A step that cannot happen fails at that step, not when the journey's whole time runs out.
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // A trace records every step (DOM snapshots, screencast) and costs a fifth of the journeys'
    // CPU. `npm test` (scripts/test-all.mjs) keeps only what it prints, so it sets E2E_TRACE=off;
    // `pnpm test:journeys` leaves a failing journey's trace (`pnpm exec playwright show-trace`).
    // The failure's page, as an aria snapshot, is printed either way (error-context.md).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: 'pnpm --filter @mall/sandbox start',
      url: `${sandboxApi}/health`,
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: ':memory:' },
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
    },
    {
      command: 'pnpm --filter @mall/app preview',
      url: `http://localhost:${appPort}`,
      env: { APP_PORT: String(appPort), SANDBOX_PORT: String(sandboxPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
