import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { AppExtensionPage } from './AppExtensionPage.tsx';

const meta = preview.meta({
  title: '页面/资讯与帮助/App 下载 — AppExtensionPage',
  component: AppExtensionPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/home/appExtension' },
});

/** The App's page needs no call: its QR code leads to the download page on the mobile site. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '铝材商城 App' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '铝材商城 App下载二维码' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Android 版' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/.+\/app\/download\?platform=android$/),
    );
  },
});
