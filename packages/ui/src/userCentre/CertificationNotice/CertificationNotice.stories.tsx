import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CertificationNotice } from './CertificationNotice.tsx';

const meta = preview.meta({
  title: 'Components/CertificationNotice',
  component: CertificationNotice,
  args: { state: 'pending' as const, submittedAt: '2026-03-17 15:20:00' },
});

/** Sent and waiting for the mall's review. */
export const Pending = meta.story({
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status', { name: '认证审核中' });
    await expect(notice).toHaveTextContent('平台将在 1 个工作日内完成审核');
    await expect(notice).toHaveTextContent('提交时间：2026-03-17 15:20:00');
  },
});

/** Refused, with the mall's reason. */
export const Rejected = meta.story({
  args: {
    state: 'rejected' as const,
    submittedAt: '2026-03-16 09:05:00',
    reason: '营业执照照片模糊，请上传清晰的原件照片',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '认证未通过' })).toHaveTextContent(
      '未通过原因：营业执照照片模糊，请上传清晰的原件照片。请修改后重新提交。',
    );
  },
});
