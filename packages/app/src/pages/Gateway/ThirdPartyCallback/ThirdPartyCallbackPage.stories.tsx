import { expect, waitFor } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail, gatewayHandlers, pending } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { ThirdPartyCallbackPage } from './ThirdPartyCallbackPage.tsx';

const meta = preview.meta({
  title: '页面/登录注册/第三方登录回调 — ThirdPartyCallbackPage',
  component: ThirdPartyCallbackPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    layout: 'centered',
    route: '/gateway/wxBack?code=wx-code-1',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

export const Checking = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.auth.thirdCheck));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在登录…')).toBeInTheDocument();
  },
});

export const BoundLogsIn = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.thirdBound);
  },
  play: async ({ loaded }) => {
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/home/main']));
    await expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '登录成功' });
  },
});

export const FirstTimeGoesToRegisterAuth = meta.story({
  parameters: { route: '/gateway/qqBack?code=qq-code-1' },
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.thirdUnbound);
  },
  play: async ({ loaded }) => {
    await waitFor(() =>
      expect(loaded.env.navigations[0]).toMatch(/^\/gateway\/registerAuth\?unionid=/),
    );
  },
});

export const Refused = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.thirdCheck, 400, '授权码无效或已过期'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('授权失败，请重试')).toBeInTheDocument();
    await expect(canvas.getByText('授权码无效或已过期')).toBeInTheDocument();
  },
});
