import { defineConfig } from '@playwright/test';
import journeys from './playwright.config.ts';

// The faults run (`pnpm test:faults`): the journeys of `tests/faults` against a sandbox that
// fails about one call in ten and answers another one in ten past the client's time-out. A step
// waits for a late answer (12 s) before the buyer tries again, so steps get a longer time.
//
// The restart journey kills its own sandbox and starts it again on the same data directory, so
// that sandbox is not one of Playwright's servers: the journey starts it (restartStack.sandbox)
// and an app server of its own proxies to it.
export const restartStack = {
  sandbox: Number(process.env.E2E_RESTART_SANDBOX_PORT || 8798),
  app: Number(process.env.E2E_RESTART_APP_PORT || 4184),
};

const servers = journeys.webServer === undefined ? [] : [journeys.webServer].flat();

export default defineConfig({
  ...journeys,
  testDir: './faults',
  timeout: 900_000,
  expect: { timeout: 15_000 },
  use: { ...journeys.use, actionTimeout: 20_000, navigationTimeout: 30_000 },
  webServer: [
    ...servers,
    {
      command: 'pnpm --filter @mall/app preview',
      url: `http://localhost:${restartStack.app}`,
      env: { APP_PORT: String(restartStack.app), SANDBOX_PORT: String(restartStack.sandbox) },
      reuseExistingServer: false,
      timeout: 60_000,
      // Its proxy reports every call refused while the journey's sandbox is down, as intended.
      stderr: 'ignore',
    },
  ],
});
