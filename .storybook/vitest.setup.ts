// Storybook 10 applies the preview's annotations in Vitest by itself, so this file only adds
// the screenshot check (re-applying annotations here would lose `context.msw`).
import { afterEach } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { endStories } from '@mall/app/testing';
import type { BaselineResult } from './baseline.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchBaseline: (testName: string) => Promise<BaselineResult>;
  }
}

/** The tallest page captured whole (vitest.config.ts gives the browser window this height). */
const TALLEST_PAGE = 4000;

// Registered before the screenshot's hook, so that it runs after it (after-hooks run in reverse):
// the page stories that ran end, and nothing they sent reaches a later story (see
// `createStoryTransport`). A call that an ended story's stores still tried to send (a play that
// ended before what its actions set off had gone out, a timer) was stopped: it is named, with the
// story that made it, in the run's output. It does not fail the story running then, which did
// not make it, and whose turn to run when the call was tried depends on the machine's speed.
afterEach(() => {
  const late = endStories();
  if (late.length > 0)
    console.warn(`Sent after its story had ended, so stopped: ${late.join('; ')}`);
});

// Every story that passed its play function and axe check is compared with its committed
// screenshot baseline (visual regression), whole: the story's frame grows to the page's height
// first, because a frame paints only what fits in it (vitest-dev/vitest#10423), and shrinks back
// after, so the next story lays out in the usual viewport.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const { viewport } = server.config.browser;
  // The baseline is the page at rest: a play that clicked far down scrolled it. Its height is
  // read once what the play left has painted (read before, a last render could still change it,
  // and the shot was cut short of the page).
  window.scrollTo(0, 0);
  await document.fonts.ready;
  await nextFrame();
  const height = Math.min(document.documentElement.scrollHeight, TALLEST_PAGE);
  if (height > viewport.height) await page.viewport(viewport.width, height);
  const moving = holdStill();
  try {
    await nextFrame();
    const result = await commands.matchBaseline(context.task.name);
    if (!result.pass) throw new Error(result.message);
  } finally {
    moving.release();
    if (height > viewport.height) await page.viewport(viewport.width, viewport.height);
  }
});

/** Resolves once the page has painted what changed (two animation frames). */
const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Holds the story still for its screenshot, as Playwright's `animations: 'disabled'` and
 * `caret: 'hide'` would at every shot: a finite animation or transition jumps to its end, an
 * endless one (a spinner) goes back to its start, and so does any that starts before the shot is
 * taken; the text caret is hidden.
 */
function holdStill(): { release(): void } {
  const caret = document.createElement('style');
  caret.textContent = '* { caret-color: transparent !important; }';
  document.head.append(caret);
  const settle = () => {
    for (const animation of document.getAnimations()) {
      if (!animation.effect || animation.playbackRate === 0) continue;
      if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
      else animation.cancel();
    }
  };
  settle();
  document.addEventListener('transitionrun', settle);
  document.addEventListener('animationstart', settle);
  return {
    release() {
      document.removeEventListener('transitionrun', settle);
      document.removeEventListener('animationstart', settle);
      caret.remove();
    },
  };
}
