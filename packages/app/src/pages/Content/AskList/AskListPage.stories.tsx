import { expect } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { contentVariants, defaultContentHandlers, defaultHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { AskListPage } from './AskListPage.tsx';
import { href, links } from '../../../routes/links.ts';

const meta = preview.meta({
  title: '页面/资讯与帮助/问答 — AskListPage',
  component: AskListPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/home/modelAskAbout/list' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultContentHandlers);
  },
});

/** Questions, newest first, with whether they are answered; 我要提问 opens the form. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: '铝卷可以按要求分条吗？' }),
    ).toHaveAttribute('href', href(links.question(21)));
    await expect(canvas.getByText('已回答 2')).toBeVisible();
    await expect(canvas.getByText('待回答')).toBeVisible();
    await expect(canvas.getByText('共 24 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '我要提问' })).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(paths.content.questionList));

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(contentVariants.noQuestions);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有人提问')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '我要提问' })).toHaveLength(2);
  },
});

export const ServerError = meta.story(failingPage(paths.content.questionList, 500, '服务器端出错'));
