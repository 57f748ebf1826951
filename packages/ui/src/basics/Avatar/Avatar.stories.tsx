import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Avatar } from './Avatar.tsx';
import { avatarPicture as PICTURE } from './fixtures.ts';

const meta = preview.meta({
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: '陈志强' },
});

/** No image: the name's first character, hidden from assistive technology beside the name. */
export const Initial = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('陈')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
});

/** The uploaded image, 20 px. */
export const Picture = meta.story({
  args: { src: PICTURE },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.complete && image.naturalWidth).toBe(48));
    await expect(canvasElement).not.toHaveTextContent('陈');
  },
});

/** On its own (账号信息): 64 px, named 头像. */
export const Large = meta.story({
  args: { src: PICTURE, size: 'large', label: '头像' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: '头像' });
    const image = avatar.querySelector('img');
    await waitFor(() => expect(image?.complete && image.naturalWidth).toBe(48));
    await expect(avatar.getBoundingClientRect().width).toBe(64);
  },
});

/** An image that fails to load gives way to the initial. */
export const BrokenImage = meta.story({
  args: { src: 'data:image/png;base64,AAAA', size: 'large', label: '头像' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('陈')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '头像' }).querySelector('img')).toBeNull();
  },
});
