import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { NotFoundPage } from './NotFoundPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const meta = preview.meta({
  title: '页面/错误页/页面不存在 — NotFoundPage',
  component: NotFoundPage,
  ...appStory,
  parameters: { ...appStory.parameters, route: '/no/such/page' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      hrefTo('main'),
    );
  },
});
