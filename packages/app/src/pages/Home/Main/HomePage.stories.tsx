import { expect } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail, pending } from '@mall/domain/mocks';
import preview from '../../../../../../.storybook/preview.tsx';
import { appStory } from '../../../../../../.storybook/app.tsx';
import { HomePage } from './HomePage.tsx';

const meta = preview.meta({
  title: 'Pages/Home/Main',
  component: HomePage,
  ...appStory,
  parameters: { ...appStory.parameters, route: '/home/main' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

export const Visitor = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('today-price')).toHaveTextContent('-');
    await expect(canvas.getByRole('link', { name: '登录查看' })).toHaveAttribute(
      'href',
      '#/gateway/login?redirect=%2Fhome%2Fmain',
    );
    await expect(canvas.queryByRole('link', { name: /我的订单/ })).toBeNull();
  },
});

export const Loading = meta.story({
  parameters: { session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    msw.use(pending(paths.common.todayLvPrice), pending(paths.orders.count));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
  },
});

export const Loaded = meta.story({
  parameters: { session: 'certifiedAdmin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('today-price')).toHaveTextContent('¥20,230.00');
    await expect(canvas.getByText('涨 +180.00')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '近 10 个交易日铝价走势' })).toBeInTheDocument();
    await expect(await canvas.findByLabelText('14 项待处理')).toBeInTheDocument();
  },
});

export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('today-price')).toHaveTextContent('-');
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      '#/center/userInfo/companyCreate',
    );
    await expect(canvas.queryByRole('img', { name: /铝价走势/ })).toBeNull();
  },
});

export const ServerError = meta.story({
  parameters: { session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    msw.use(fail(paths.common.todayLvPrice, 500, '行情服务暂不可用'));
  },
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('行情服务暂不可用');
    await expect(loaded.env.notifications).toContainEqual({
      type: 'error',
      message: '行情服务暂不可用',
    });
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
  },
});

export const GuardAsksVisitorToLogIn = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布求购' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请登录之后享受更多服务');
    await expect(loaded.env.navigations).toEqual([]);
  },
});

export const GuardAsksUncertifiedToCertify = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布求购' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请认证后享受更多服务');
    loaded.root.guard.confirm();
    await expect(loaded.env.navigations).toEqual(['/center/userInfo/companyCreate']);
  },
});
