// The story run's screenshot check, as a browser command run by Vitest in Node.
//
// Vitest's own `toMatchScreenshot` decodes the committed baseline and every new screenshot with
// a JavaScript PNG decoder before comparing them: about a tenth of a second of the one Node
// thread per story, which both browser pages wait on. Chromium encodes the same pixels into the
// same bytes, so a baseline kept exactly as Chromium wrote it is compared byte for byte first,
// and only a screenshot that differs is decoded and compared pixel by pixel, with the same
// tolerance as before (pixelmatch, threshold 0.2, at most 1 % of the pixels).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type {} from '@vitest/browser-playwright';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import { waits } from '../waits.config.mjs';

/** pixelmatch's per-pixel colour threshold and the share of pixels that may differ. */
const THRESHOLD = 0.2;
const ALLOWED_MISMATCH_RATIO = 0.01;
/** How long a page that keeps changing is given to settle (waits.config.mjs). */
const SETTLE_MS = waits.state;

export type BaselineResult = { pass: true } | { pass: false; message: string };

/** The baseline's file name: Vitest's convention, so that the baselines stay where they are. */
const fileName = (testName: string, browserName: string) =>
  `${testName
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')}-1-${browserName}-${process.platform}.png`;

const decode = (bytes: Buffer) => PNG.sync.read(bytes);

/** Each story page's DevTools session, made once. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The page's pixels inside `box` (the story frame's body), as Chromium encodes them: the same
 * capture and PNG encoder as Playwright's element screenshot, without its per-shot work (scrolling
 * the element into view, waiting for it to hold still, injecting and removing styles to stop
 * animations and hide the caret: .storybook/vitest.setup.ts does those once in the story's
 * frame). That work was half of each shot. The box is rounded outwards to whole pixels as
 * Playwright rounds it, so the bytes are those of the baselines it wrote.
 */
const capture = async (
  page: Page,
  box: { x: number; y: number; width: number; height: number },
) => {
  let session = sessions.get(page);
  if (session === undefined) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const clip = {
    x,
    y,
    width: Math.ceil(box.x + box.width) - x,
    height: Math.ceil(box.y + box.height) - y,
    scale: 1,
  };
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', clip });
  return Buffer.from(data, 'base64');
};

/** How many pixels of `actual` differ from `reference`, or null when the sizes differ. */
const mismatch = (reference: PNG, actual: PNG): number | null =>
  reference.width === actual.width && reference.height === actual.height
    ? pixelmatch(reference.data, actual.data, undefined, reference.width, reference.height, {
        threshold: THRESHOLD,
      })
    : null;

const withinTolerance = (reference: PNG, actual: PNG): boolean => {
  const differing = mismatch(reference, actual);
  return (
    differing !== null && differing <= ALLOWED_MISMATCH_RATIO * reference.width * reference.height
  );
};

/**
 * Compares the story's page (the test frame's body) with its committed baseline.
 *
 * - No baseline: writes one, unless updates are off (`CI`, or `--update=none`), which fails.
 * - The same bytes: passes without decoding anything.
 * - Otherwise the pixels are compared; a page still changing is shot again until two shots
 *   agree. `--update` (or `-u`) rewrites a baseline that differs. A failure leaves the
 *   screenshot beside the baseline as `<name>-actual.png`.
 */
export const matchBaseline: BrowserCommand<[testName: string]> = async (context, testName) => {
  if (!context.testPath) throw new Error('matchBaseline runs only inside a test');
  if (context.provider.name !== 'playwright') throw new Error('matchBaseline needs Playwright');
  const { iframe } = context;
  const directory = join(dirname(context.testPath), '__screenshots__', basename(context.testPath));
  const path = join(directory, fileName(testName, context.project.config.browser.name ?? ''));
  const actualPath = path.replace(/\.png$/, '-actual.png');
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const shoot = async () => {
    const box = await iframe.locator('body').boundingBox();
    if (box === null) throw new Error('The story has no body to capture');
    // A page taller than the browser's window is painted only down to the window's bottom
    // (vitest.setup.ts): the shot stops there, and does not carry a blank strip below it.
    const window = context.page.viewportSize();
    const height = window === null ? box.height : Math.min(box.height, window.height - box.y);
    return capture(context.page, { ...box, height });
  };

  const reference = await readFile(path).catch(() => null);
  let shot = await shoot();
  if (reference === null) {
    if (update === 'none') {
      return { pass: false, message: `No screenshot baseline at ${path}` } satisfies BaselineResult;
    }
    await mkdir(directory, { recursive: true });
    await writeFile(path, shot);
    return { pass: true } satisfies BaselineResult;
  }
  if (shot.equals(reference)) return { pass: true } satisfies BaselineResult;

  const expected = decode(reference);
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const actual = decode(shot);
    // The same pixels in other bytes (a baseline another encoder wrote) are rewritten as
    // Chromium's, so that the next run compares them byte for byte; a baseline is never moved
    // by a difference within the tolerance, so that it cannot creep.
    const samePixels = actual.data.equals(expected.data);
    if (update === 'all' || samePixels) await writeFile(path, shot);
    if (update === 'all' || samePixels || withinTolerance(expected, actual)) {
      await rm(actualPath, { force: true });
      return { pass: true } satisfies BaselineResult;
    }
    if (Date.now() > deadline) break;
    await sleep(100);
    const next = await shoot();
    const settled = next.equals(shot);
    shot = next;
    if (settled) break;
  }
  await writeFile(actualPath, shot);
  const differing = mismatch(expected, decode(shot));
  return {
    pass: false,
    message:
      differing === null
        ? `The screenshot's size differs from the baseline ${path}; see ${actualPath}`
        : `${differing} pixels differ from the baseline ${path}; see ${actualPath}`,
  } satisfies BaselineResult;
};
