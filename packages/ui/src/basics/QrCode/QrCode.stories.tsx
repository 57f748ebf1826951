import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { QrCode } from './QrCode.tsx';

const meta = preview.meta({
  title: 'Components/QrCode',
  component: QrCode,
  args: { content: 'https://m.mall.example/app/download', alt: '铝材商城 App下载二维码' },
  render: (args) => (
    <div style={{ width: 176, height: 176 }}>
      <QrCode {...args} />
    </div>
  ),
});

/** The code fills its box and says what it is for. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '铝材商城 App下载二维码' });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  },
});
