// @storybook/test-runner over the static catalogue: it proves that the built site renders every
// story. The behaviour (play functions) and axe are the Vitest story run's job, which runs each
// once; running them a second time here only cost minutes. So the preview is opened embedded,
// which renders a story without playing it, and axe is switched to manual for this page.
import type { TestRunnerConfig } from '@storybook/test-runner';

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const iframe = new URL('iframe.html?embed=true', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
    await page.evaluate(() => {
      const channel = (
        globalThis as {
          __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    });
  },
};

export default config;
