// What the order pages' stories share: their meta but title and component, and the states
// every order list has (loading, a failing list, an uncertified company).
import { expect, waitFor, within } from 'storybook/test';
import type { RequestHandler } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { paths } from '@mall/domain/contract';
import { callsTo, defaultHandlers, defaultOrderCentreHandlers } from '@mall/domain/mocks';
import type { RecordedRequest } from '@mall/domain/mocks';
import {
  appStory,
  type AppLoaded,
  type SessionFixture,
} from '../../../../../../.storybook/app.tsx';
import { failingPage } from '../../../../../../.storybook/pageStates.ts';
import { settled } from './storySettled.ts';

type Canvas = ReturnType<typeof within>;
type User = {
  click: (e: Element) => Promise<void>;
  type: (e: Element, t: string) => Promise<void>;
};

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

/**
 * 取消订单 on `order` with the reason 价格或交期不合适 (and `remark`, if given): 取消成功, the
 * order leaves the list, the counts load again, and the stage's own call (`path`, one of
 * `requests()`) got the order, the reason and the remark.
 */
export const cancelledWithReason = (
  order: { orderNo: string; orderId: number },
  path: string,
  requests: () => readonly RecordedRequest[],
  remark?: string,
) => ({
  play: async ({
    canvas,
    userEvent,
    loaded,
  }: {
    canvas: Canvas;
    userEvent: User;
    // Storybook types `loaded` loosely; the app decorator's loader fills it (see app.tsx).
    loaded: Record<string, unknown>;
  }) => {
    const { env } = loaded as unknown as AppLoaded;
    await userEvent.click(await canvas.findByRole('button', { name: `取消订单 ${order.orderNo}` }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '取消订单' }));
    await userEvent.click(await dialog.findByRole('radio', { name: '价格或交期不合适' }));
    if (remark) await userEvent.type(dialog.getByRole('textbox', { name: '备注' }), remark);
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await waitFor(() =>
      expect(env.notifications).toContainEqual({ type: 'success', message: '取消成功' }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('rowgroup', { name: `订单 ${order.orderNo}` })).toBeNull(),
    );
    await expect(callsTo(requests(), path)[0]?.body).toEqual({
      orderId: order.orderId,
      reasonId: 2,
      ...(remark && { remark }),
    });
    await waitFor(() => expect(callsTo(requests(), paths.orders.count)).toHaveLength(1));
    await settled();
  },
});
