// What the order pages' stories share: their meta but title and component, and the states
// every order list has (loading, a failing list, an uncertified company).
import { expect, type within } from 'storybook/test';
import type { RequestHandler } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { defaultHandlers, defaultOrderCentreHandlers } from '@mall/domain/mocks';
import { appStory, type SessionFixture } from '../../../../../../.storybook/app.tsx';
import { failingPage } from '../../../../../../.storybook/pageStates.ts';

type Canvas = ReturnType<typeof within>;

/**
 * Spread into an order page's `preview.meta({...})`: the app at `route` for `session`, over the
 * handlers of the order server `start` makes afresh for each story, then the defaults.
 */
export const orderPageMeta = (
  route: string,
  start: () => { handlers: readonly RequestHandler[] },
  session: SessionFixture = 'certifiedAdmin',
) => ({
  ...appStory,
  parameters: { ...appStory.parameters, session, route },
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...start().handlers, ...defaultHandlers, ...defaultOrderCentreHandlers);
  },
});

/** The page's list call at `path` fails with body 500 and `message`: an alert with 重试. */
export const failingOrders = (path: string, message: string) =>
  failingPage(path, 500, message, { msg: message, retry: true });

/**
 * An uncertified company sees 完成企业认证后即可查看和管理订单 with 去认证, and `calls()` (the
 * page's calls) stay empty.
 */
export const uncertifiedOrders = (calls: () => readonly unknown[]) => ({
  parameters: { session: 'uncertified' as const },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByText('完成企业认证后即可查看和管理订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      '#/center/userInfo/companyCreate',
    );
    await expect(calls()).toEqual([]);
  },
});
