import { expect, waitFor } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  defaultContentHandlers,
  defaultHandlers,
  fail,
  recordingOk,
  type RecordedRequest,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { FaqDetailPage } from './FaqDetailPage.tsx';

const views: RecordedRequest[] = [];

const meta = preview.meta({
  title: '页面/资讯与帮助/常见问题 — FaqDetailPage',
  component: FaqDetailPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'visitor',
    route: '/home/aboutUsAskAboutDetail/2',
  },
  beforeEach({ msw }) {
    views.length = 0;
    msw.use(
      recordingOk(paths.content.checkAboutUs, null, views),
      ...defaultHandlers,
      ...defaultContentHandlers,
    );
  },
});

/** The answer, under 关于我们's menu; opening it records the view (checkAboutUs). */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '价格为什么显示为“-”？' }),
    ).toBeVisible();
    await expect(canvas.getByText('浏览 128')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '常见问题' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(views.map(({ method, body }) => [method, body])).toEqual([['POST', { id: 2 }]]),
    );
  },
});

export const Loading = meta.story(loadingPage(paths.content.faqDetail));

export const NotFound = meta.story({
  parameters: { route: '/home/aboutUsAskAboutDetail/999' },
  beforeEach({ msw }) {
    msw.use(fail(paths.content.faqDetail, 404, '问题不存在'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('问题不存在');
  },
});

export const ServerError = meta.story(failingPage(paths.content.faqDetail, 500, '服务器端出错'));
