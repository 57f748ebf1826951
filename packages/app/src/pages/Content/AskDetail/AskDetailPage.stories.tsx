import { expect } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  contentVariants,
  defaultContentHandlers,
  defaultHandlers,
  fail,
  pending,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage } from '@mall/app/testing';
import { AskDetailPage } from './AskDetailPage.tsx';

const meta = preview.meta({
  title: '页面/资讯与帮助/问答详情 — AskDetailPage',
  component: AskDetailPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'visitor',
    route: '/home/modelAskAbout/detail/21',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultContentHandlers);
  },
});

/** The question and its answers, the platform's marked 官方回答. */
export const Answered = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '铝卷可以按要求分条吗？' }),
    ).toBeVisible();
    await expect(canvas.getByText('需要 1060 铝卷分条成 200 mm 宽。')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '回答（2）' })).toBeVisible();
    await expect(canvas.getAllByText('官方回答')).toHaveLength(1);
  },
});

export const Unanswered = meta.story({
  parameters: { route: '/home/modelAskAbout/detail/24' },
  beforeEach({ msw }) {
    msw.use(contentVariants.unansweredQuestion);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无回答，平台客服会尽快答复')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.content.questionDetail));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: /回答/ })).toBeNull();
  },
});

export const NotFound = meta.story({
  parameters: { route: '/home/modelAskAbout/detail/999' },
  beforeEach({ msw }) {
    msw.use(fail(paths.content.questionDetail, 404, '问题不存在'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('问题不存在');
  },
});

export const ServerError = meta.story(
  failingPage(paths.content.questionDetail, 500, '服务器端出错'),
);
