import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { PendingPage } from './PendingPage.tsx';

const meta = preview.meta({
  title: '页面/错误页/建设中 — PendingPage',
  component: PendingPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'certifiedAdmin', route: '/center/orderAllOrder' },
});

export const NamesTheScreen = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '该页面正在建设中' })).toBeInTheDocument();
    await expect(canvas.getByText('“全部订单”即将上线，敬请期待。')).toBeInTheDocument();
  },
});
