import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { AdminOnly, CertifiedOnly } from './Gate.tsx';

const meta = preview.meta({
  title: 'Components/Gate',
  component: AdminOnly,
  args: { isAdmin: true, children: <Button variant="primary">新增员工</Button> },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span>操作：</span>
        {Story()}
      </div>
    ),
  ],
});

export const Admin = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增员工' })).toBeVisible();
  },
});

export const NotAdmin = meta.story({
  args: { isAdmin: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('操作：')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新增员工' })).not.toBeInTheDocument();
  },
});

export const NotAdminWithFallback = meta.story({
  args: { isAdmin: false, fallback: <span>仅管理员可操作</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('仅管理员可操作')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新增员工' })).not.toBeInTheDocument();
  },
});

export const Certified = meta.story({
  render: () => (
    <CertifiedOnly certified>
      <Button variant="primary">立即下单</Button>
    </CertifiedOnly>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '立即下单' })).toBeVisible();
  },
});

export const Uncertified = meta.story({
  render: () => (
    <CertifiedOnly certified={false} fallback={<span>认证后可下单</span>}>
      <Button variant="primary">立即下单</Button>
    </CertifiedOnly>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('认证后可下单')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即下单' })).not.toBeInTheDocument();
  },
});
