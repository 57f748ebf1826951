import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultContentHandlers, defaultHandlers, fail } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { type AppLoaded, appStory, failingPage, loadingPage } from '@mall/app/testing';
import { HelpPage } from './HelpPage.tsx';

const meta = preview.meta({
  title: '页面/资讯与帮助/帮助中心 — HelpPage',
  component: HelpPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/home/modelHelp/invoice' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultContentHandlers);
  },
});

/**
 * The invoice help page under the help centre's menu; its template downloads and is saved
 * under the name the server gives.
 */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '发票说明' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '帮助中心导航' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '发票说明' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: '下载开票资料模板（开票资料模板.csv）' }),
    );
    const { env } = loaded as AppLoaded;
    await waitFor(() =>
      expect(env.savedFiles.map((file) => file.fileName)).toEqual(['开票资料模板.csv']),
    );
  },
});

export const Loading = meta.story(loadingPage(paths.content.helpDetail));

/** A topic the server does not have. */
export const NotFound = meta.story({
  parameters: { route: '/home/modelHelp/unknown' },
  beforeEach({ msw }) {
    msw.use(fail(paths.content.helpDetail, 404, '帮助内容不存在'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('帮助内容不存在');
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
});

/** The file is missing on the server: its message shows and nothing is saved. */
export const DownloadFails = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.content.download, 404, '文件不存在'));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '下载开票资料模板（开票资料模板.csv）' }),
    );
    await expect(await within(document.body).findByText('文件不存在')).toBeVisible();
    await expect(loaded.env.savedFiles).toEqual([]);
  },
});

export const ServerError = meta.story(failingPage(paths.content.helpDetail, 500, '服务器端出错'));
