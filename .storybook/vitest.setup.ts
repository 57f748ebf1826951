// Storybook 10 applies the preview's annotations in Vitest by itself, so this file only adds
// the screenshot check (re-applying annotations here would lose `context.msw`).
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Every story that passed its play function and axe check is compared with its committed
// screenshot baseline (visual regression).
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // The baseline is the page at rest: a play that clicked far down scrolled it.
  window.scrollTo(0, 0);
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
