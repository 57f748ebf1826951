import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Spinner } from './Spinner.tsx';

const meta = preview.meta({
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: '加载中', $size: '24px' },
});

export const Labelled = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
});

export const Decorative = meta.story({
  args: { label: undefined, $size: '16px' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
});
