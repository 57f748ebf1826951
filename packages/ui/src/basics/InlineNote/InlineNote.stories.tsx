import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { InlineNote } from './InlineNote.tsx';

const meta = preview.meta({
  title: 'Components/InlineNote',
  component: InlineNote,
  args: {
    children: [
      '完成企业认证后查看实时价格，',
      <a key="certify" href="#/center/userInfo/companyCreate">
        去认证
      </a>,
    ],
  },
});

export const WithLink = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveStyle({
      textDecorationLine: 'underline',
    });
  },
});
