import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { SealCard } from './SealCard.tsx';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
  '<circle cx="100" cy="100" r="90" fill="none" stroke="#d0021b" stroke-width="6"/>' +
  '<polygon points="100,70 107,90 128,90 111,103 118,124 100,111 82,124 89,103 72,90 93,90" fill="#d0021b"/></svg>';

const meta = preview.meta({
  title: 'Components/SealCard',
  component: SealCard,
  args: {
    companyName: '佛山市南海区鑫铝金属材料有限公司',
    sealImage: `data:image/svg+xml;base64,${btoa(SVG)}`,
    signerName: '王海峰',
    signerMobile: '138****0001',
    openedAt: '2026-03-16 10:20:00',
    status: '已开通',
  },
});

/** The seal's image, named after the company, beside who signs with it. */
export const Opened = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: '佛山市南海区鑫铝金属材料有限公司电子签章' }),
    ).toBeVisible();
    await expect(canvas.getByText('138****0001')).toBeVisible();
  },
});
