import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { AppDownload } from './AppDownload.tsx';

const meta = preview.meta({
  title: 'Components/AppDownload',
  component: AppDownload,
  args: {
    title: '铝材商城 App',
    slogan: '随时随地看行情、查现货、跟订单',
    features: ['实时铝价与行情推送', '现货搜索与一键询价', '订单进度与物流跟踪', '消息提醒不错过'],
    downloadUrl: 'https://m.mall.example/app/download',
    links: [
      { label: 'iPhone 版', href: 'https://m.mall.example/app/ios' },
      { label: 'Android 版', href: 'https://m.mall.example/app/android' },
    ],
  },
  render: (args) => (
    <div style={{ width: 1100 }}>
      <AppDownload {...args} />
    </div>
  ),
});

/** The QR code encodes the download page; the store links open in a new tab. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '铝材商城 App下载二维码' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Android 版' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
});
