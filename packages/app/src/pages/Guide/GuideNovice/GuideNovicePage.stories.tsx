import { expect, waitFor } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { GuideNovicePage } from './GuideNovicePage.tsx';

const meta = preview.meta({
  title: '页面/新手引导/新手引导 — GuideNovicePage',
  component: GuideNovicePage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    layout: 'centered',
    route: '/guideNovice',
    session: 'newUser',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

export const FirstStep = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('第 1 / 5 步', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: '现货商城' })).toBeInTheDocument();
  },
});

export const Finish = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    for (let i = 0; i < 4; i += 1)
      await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await userEvent.click(canvas.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/home/main']));
  },
});

export const FinishFails = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.finishGuide, 500, '服务器端出错'));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: '跳过' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'error', message: '服务器端出错' }),
    );
    await expect(loaded.env.navigations).toEqual([]);
  },
});
