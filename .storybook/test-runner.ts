// @storybook/test-runner over the static catalogue: it proves that the built site renders every
// story. The behaviour (play functions) and axe are the Vitest story run's job, which runs each
// once; running them a second time here only cost minutes. So the preview is opened embedded,
// which renders a story without playing it, and axe is switched to manual for this page.
//
// The page also notes every story the preview starts to play: scripts/catalogue-setup.mjs fails
// the story if one did, because a page that left embedded mode (a story that rewrote the address,
// as a provider's return once did) would quietly play every story after it again.
import type { TestRunnerConfig } from '@storybook/test-runner';

interface CataloguePage {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, data: unknown) => void;
    on: (event: string, listener: (data: { newPhase?: string; storyId?: string }) => void) => void;
  };
  __cataloguePlayed?: string[];
}

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const iframe = new URL('iframe.html?embed=true', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
    await page.evaluate(() => {
      const preview = globalThis as CataloguePage;
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('updateGlobals', { globals: { a11y: { manual: true } } });
      preview.__cataloguePlayed = [];
      channel?.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
        if (newPhase === 'playing') preview.__cataloguePlayed?.push(storyId ?? '?');
      });
    });
  },
};

export default config;
