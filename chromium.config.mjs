// Debian's Chromium, shared by every browser test (Vitest, Storybook test-runner, Playwright)
// and by the bench (Lighthouse, the list script times). No tool downloads a browser of its own.
import { existsSync } from 'node:fs';

/**
 * Path of the full Chromium: the bench measures the browser a buyer runs. Set CHROMIUM_PATH to
 * use another one, for the bench and the tests alike.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's package chromium-headless-shell: the same Chromium without its browser shell. */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Debian's headless shell where it is installed (`npm test`
 * installs it), else the full Chromium. The shell paints every story's screenshot in the same
 * bytes as the full browser (1,143 of 1,143 at stop 39), and leaves out the work of a browser
 * window: the story run took 2 % less time, the journeys 8 to 10 % less (their full browser's
 * own process was a sixth of their CPU).
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** Flags for a quiet, deterministic headless Chromium on a machine with no network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/** One viewport for every screenshot. */
export const viewport = { width: 1280, height: 800 };
