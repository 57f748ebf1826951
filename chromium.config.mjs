// Debian's Chromium, shared by every browser test (Vitest, Storybook test-runner, Playwright,
// Lighthouse). No tool downloads a browser of its own.

/** Path of the Chromium binary; set CHROMIUM_PATH to use another one. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
