// @storybook/test-runner over the static catalogue, in Debian's Chromium.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, testChromiumPath, viewport } from './chromium.config.mjs';

const base = getJestConfig();

export default {
  ...base,
  setupFilesAfterEnv: [
    ...(base.setupFilesAfterEnv ?? []).filter((file) => !file.endsWith('playwright/jest-setup.js')),
    './scripts/catalogue-setup.mjs',
    './scripts/catalogue-retry.cjs',
  ],
  testEnvironment: './scripts/catalogue-environment.mjs',
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: testChromiumPath, args: chromiumArgs, headless: true },
      // As in the Vitest story run: motion reduced, so nothing is caught mid-animation.
      contextOptions: {
        reducedMotion: 'reduce',
        viewport,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      },
    },
  },
};
