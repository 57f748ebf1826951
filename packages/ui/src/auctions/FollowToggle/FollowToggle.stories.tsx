import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { FollowToggle } from './FollowToggle.tsx';

const meta = preview.meta({
  title: 'Components/FollowToggle',
  component: FollowToggle,
  args: { following: false, onToggle: fn() },
});

/** Not followed: pressing it (here from the keyboard) asks to follow. */
export const NotFollowing = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: '关注' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
});

/** Followed: the same name, announced as pressed. */
export const Following = meta.story({
  args: { following: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '关注', pressed: true })).toBeVisible();
  },
});
