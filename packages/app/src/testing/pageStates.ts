// Page story states that many app pages share: a call that never answers, or one that fails.
// Each page's stories say which call; the plays check what the shared states show.
import { expect, type within } from 'storybook/test';
import type { MswApi } from 'msw-storybook-addon/types';
import { fail, pending } from '@mall/domain/mocks';
import type { AppLoaded } from './appStory.tsx';

type Canvas = ReturnType<typeof within>;

/** The page's call at `path` never answers: the page shows 加载中. */
export const loadingPage = (path: string) => ({
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(pending(path));
  },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
  },
});

/**
 * The page's call at `path` fails with body `code` (and `msg`): the client's `message` shows as
 * an alert, with 重试 when `retry`.
 */
export const failingPage = (
  path: string,
  code: number,
  message: string,
  { msg = '', retry = false }: { msg?: string; retry?: boolean } = {},
) => ({
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(fail(path, code, msg));
  },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    if (retry) await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
});

/**
 * The clocks of the screens the story opens stand still: a server clock keeps the serverTime of
 * its answer, so a countdown shows one fixed time and the screenshot is stable. (The stores
 * built at the first render take the environment's timers, which never fire from here on.)
 */
export const stillClock = {
  beforeEach({ loaded }: { loaded: Record<string, unknown> }) {
    const { env } = loaded as unknown as AppLoaded;
    env.timers = { setTimeout: () => null, clearTimeout: () => undefined };
  },
};
