import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, testChromiumPath, viewport } from './chromium.config.mjs';
import { optimizeDepsInclude } from './packages/app/vite.shared.ts';
import { matchBaseline } from './.storybook/baseline.ts';
import { bound, waits } from './waits.config.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  test: {
    // The unit projects run their files in one module registry per worker (isolate: false): each
    // file's own start (its imports, PGlite's WebAssembly) was most of the unit run, 4 min of 4.5.
    // Files keep their state in their own closures and restore fake timers after themselves.
    // A unit test is bounded by waits.config.mjs (`waits.unit`), not by Vitest's 5 s: a property
    // test of the money module took 5.3 s on a loaded machine (scripts/slow-machine.mjs).
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['packages/domain/src/**/*.test.ts'],
          isolate: false,
          testTimeout: waits.unit,
        },
      },
      {
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['packages/sandbox/src/**/*.test.ts'],
          isolate: false,
          testTimeout: waits.unit,
          // A file's sandbox is seeded in its hook: from nothing when no cached copy is there yet
          // (a fresh clone's first files, one a worker at once), which on the slow-machine check
          // outlasted 60 s; so it has a server's start (`waits.server`). On a PostgreSQL server
          // (`pnpm test:postgres`) it may wait for the first to seed the template database it copies.
          hookTimeout: process.env.DATABASE_URL ? bound(600_000) : waits.server,
        },
      },
      {
        test: {
          name: 'app-unit',
          environment: 'node',
          include: ['packages/app/src/**/*.test.ts'],
          isolate: false,
          testTimeout: waits.unit,
        },
      },
      {
        plugins: [
          react(),
          storybookTest({ configDir: here('.storybook'), storybookScript: 'pnpm storybook' }),
        ],
        optimizeDeps: { include: optimizeDepsInclude },
        test: {
          name: 'storybook',
          setupFiles: [here('.storybook/vitest.setup.ts')],
          // Story files share one page: each story mounts afresh over its own RootStore and MSW
          // handlers, so reloading the preview for every file only cost time (10 min to 5).
          isolate: false,
          // A story and each of its hooks (the screenshot's is one) end within waits.config.mjs's
          // bound for a story; within it, each wait of the play has the bound for a state.
          testTimeout: waits.story,
          hookTimeout: waits.story,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
              contextOptions: {
                // Tall enough that a story's frame, grown to its page before the screenshot
                // (.storybook/vitest.setup.ts), is never scaled down to fit.
                viewport: { width: viewport.width, height: 4000 },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
                locale: 'zh-CN',
                timezoneId: 'Asia/Shanghai',
              },
            }),
            // Two pages share the two cores, one story at a time each, with about the same work:
            // the ui components, the shell, and the content, gateway, auction, goods, messages,
            // guide and error pages on one, the other app pages on the other. Keep each page's sum
            // of story time (`--reporter=json`) about equal: once one page has finished, the other
            // runs on alone and a core idles (993 stories took 284 s on the first and 407 s on the
            // second, the run 448 s, before the gateway and auction pages moved to the first; 1,106
            // took 403 s and 465 s before the goods, messages, guide and error pages did).
            instances: [
              {
                browser: 'chromium',
                name: 'components',
                include: [
                  'packages/ui/src/**/*.stories.tsx',
                  'packages/app/src/shell/**/*.stories.tsx',
                  'packages/app/src/pages/Content/**/*.stories.tsx',
                  'packages/app/src/pages/Gateway/**/*.stories.tsx',
                  'packages/app/src/pages/Auctions/**/*.stories.tsx',
                  'packages/app/src/pages/Goods/**/*.stories.tsx',
                  'packages/app/src/pages/Messages/**/*.stories.tsx',
                  'packages/app/src/pages/Guide/**/*.stories.tsx',
                  'packages/app/src/pages/Error/**/*.stories.tsx',
                ],
              },
              {
                browser: 'chromium',
                name: 'pages',
                include: ['packages/app/src/**/*.stories.tsx'],
                exclude: [
                  'packages/app/src/shell/**/*.stories.tsx',
                  'packages/app/src/pages/Content/**/*.stories.tsx',
                  'packages/app/src/pages/Gateway/**/*.stories.tsx',
                  'packages/app/src/pages/Auctions/**/*.stories.tsx',
                  'packages/app/src/pages/Goods/**/*.stories.tsx',
                  'packages/app/src/pages/Messages/**/*.stories.tsx',
                  'packages/app/src/pages/Guide/**/*.stories.tsx',
                  'packages/app/src/pages/Error/**/*.stories.tsx',
                ],
              },
            ],
            viewport,
            screenshotFailures: false,
            // The screenshot check of .storybook/vitest.setup.ts (see .storybook/baseline.ts).
            commands: { matchBaseline },
          },
        },
      },
    ],
  },
});
