import { defineConfig } from '@playwright/test';
import journeys from './playwright.config.ts';

// The faults run (`pnpm test:faults`): the journeys of `tests/faults` against a sandbox that
// fails about one call in ten and answers another one in ten past the client's time-out. A step
// waits for a late answer (12 s) before the buyer tries again, so steps get a longer time.
export default defineConfig({
  ...journeys,
  testDir: './faults',
  timeout: 900_000,
  expect: { timeout: 15_000 },
  use: { ...journeys.use, actionTimeout: 20_000, navigationTimeout: 30_000 },
});
