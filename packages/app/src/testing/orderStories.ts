// What the order pages' stories share: their meta but title and component, each story's own
// order server, and the states every order list has (loading, a failing list, an uncertified
// company).
import { expect, waitFor, within } from 'storybook/test';
import type { RequestHandler } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { paths } from '@mall/domain/contract';
import { callsTo, defaultHandlers, defaultOrderCentreHandlers } from '@mall/domain/mocks';
import type { RecordedRequest } from '@mall/domain/mocks';
import {
  appStory,
  type AppLoaded,
  type AppStoryParameters,
  type SessionFixture,
} from './appStory.tsx';
import { failingPage } from './pageStates.ts';
import { settled } from './settled.ts';
import { hrefTo } from '../routes/links.ts';

type Canvas = ReturnType<typeof within>;
type User = {
  click: (e: Element) => Promise<void>;
  type: (e: Element, t: string) => Promise<void>;
};

/** A stateful order server of the mocks (F1, F2 or F3): its handlers and the calls it answered. */
interface OrderServer {
  handlers: readonly RequestHandler[];
  requests: readonly RecordedRequest[];
}

/** The story's order server, which the order meta's loader made for this story alone. */
const serverIn = (loaded: Record<string, unknown>) => loaded.server as OrderServer;

/**
 * An order page's stories over `createServer`, the mocks' order server of its calls, made afresh
 * for each story (so no story sees another's calls or changes):
 * - `meta(route, session)` spreads into the page's `preview.meta({...})`: the app at `route` for
 *   `session`, over the story's server, then the defaults;
 * - `serverOf(loaded)` is the story's server, in its play;
 * - `withServer(options)` spreads into a story whose server starts otherwise (a balance, a call
 *   that fails or hangs).
 */
export const orderStories = <S extends OrderServer, O>(createServer: (options?: O) => S) => ({
  meta: (route: string, session: SessionFixture = 'certifiedAdmin') => ({
    ...appStory,
    loaders: [
      ...appStory.loaders,
      ({ parameters }: { parameters: AppStoryParameters & { orderServer?: O } }) => ({
        server: createServer(parameters.orderServer),
      }),
    ],
    parameters: { ...appStory.parameters, session, route },
    beforeEach({ msw, loaded }: { msw: MswApi; loaded: Record<string, unknown> }) {
      msw.use(...serverIn(loaded).handlers, ...defaultHandlers, ...defaultOrderCentreHandlers);
    },
  }),
  serverOf: (loaded: Record<string, unknown>) => serverIn(loaded) as S,
  withServer: (options: O) => ({ parameters: { orderServer: options } }),
});

/** The page's list call at `path` fails with body 500 and `message`: an alert with 重试. */
export const failingOrders = (path: string, message: string) =>
  failingPage(path, 500, message, { msg: message, retry: true });

/**
 * An uncertified company sees 完成企业认证后即可查看和管理订单 with 去认证, and the page's call
 * at `path` is never made.
 */
export const uncertifiedOrders = (path: string) => ({
  parameters: { session: 'uncertified' as const },
  play: async ({ canvas, loaded }: { canvas: Canvas; loaded: Record<string, unknown> }) => {
    await expect(await canvas.findByText('完成企业认证后即可查看和管理订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await expect(callsTo(serverIn(loaded).requests, path)).toEqual([]);
  },
});

/**
 * Runs a row's action named `name` (e.g. 取消订单 DD2026…, the action and the row's number): its
 * button or link when the row shows it, else the row's 更多 menu and the action's item there.
 */
export async function orderAction(canvas: Canvas, userEvent: User, name: string) {
  const more = new RegExp(`^更多操作 .*${name.slice(name.lastIndexOf(' ') + 1)}$`);
  const inRow = await waitFor(
    () =>
      canvas.queryByRole('button', { name }) ??
      canvas.queryByRole('link', { name }) ??
      canvas.getByRole('button', { name: more }),
  );
  await userEvent.click(inRow);
  if (!more.test(inRow.getAttribute('aria-label') ?? '')) return;
  const menu = await within(document.body).findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name }));
}

/**
 * 取消订单 on `order` with the reason 价格或交期不合适 (and `remark`, if given): 取消成功, the
 * order leaves the list, the counts load again, and the stage's own call (`path`) got the
 * order, the reason and the remark.
 */
export const cancelledWithReason = (
  order: { orderNo: string; orderId: number },
  path: string,
  remark?: string,
  /** What the dialog says happens to the money paid, for an order with some. */
  consequence?: RegExp,
) => ({
  play: async ({
    canvas,
    userEvent,
    loaded,
  }: {
    canvas: Canvas;
    userEvent: User;
    // Storybook types `loaded` loosely; the app decorator's loader fills it (see appStory.tsx).
    loaded: Record<string, unknown>;
  }) => {
    const { env } = loaded as unknown as AppLoaded;
    const { requests } = serverIn(loaded);
    await orderAction(canvas, userEvent, `取消订单 ${order.orderNo}`);
    const dialog = within(await within(document.body).findByRole('dialog', { name: '取消订单' }));
    if (consequence) await expect(dialog.getByText(consequence)).toBeVisible();
    await userEvent.click(await dialog.findByRole('radio', { name: '价格或交期不合适' }));
    if (remark) await userEvent.type(dialog.getByRole('textbox', { name: '备注' }), remark);
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await waitFor(() =>
      expect(env.notifications).toContainEqual({ type: 'success', message: '取消成功' }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('rowgroup', { name: `订单 ${order.orderNo}` })).toBeNull(),
    );
    await expect(callsTo(requests, path)[0]?.body).toEqual({
      orderId: order.orderId,
      reasonId: 2,
      ...(remark && { remark }),
    });
    await waitFor(() => expect(callsTo(requests, paths.orders.count)).toHaveLength(1));
    await settled();
  },
});
