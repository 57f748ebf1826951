import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PhotoGallery } from './PhotoGallery.tsx';
import { scratchedPlate } from './fixtures.ts';

const meta = preview.meta({
  title: 'Components/PhotoGallery',
  component: PhotoGallery,
  args: {
    label: '照片',
    photos: [
      {
        id: 1,
        name: '划伤近照.jpg',
        url: scratchedPlate,
        caption: '铝材现货商城 售后凭证 2026-11-20 10:00:00',
      },
      { id: 2, name: '整包外观.jpg', url: scratchedPlate },
    ],
  },
});

/** Thumbnails, each a named button of at least 24 px. */
export const Thumbnails = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '照片' });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '查看大图：划伤近照.jpg',
      '查看大图：整包外观.jpg',
    ]);
    for (const image of list.querySelectorAll('img')) {
      await waitFor(() => expect(image.complete && image.naturalWidth).toBe(96));
    }
    await expect(buttons[0]?.getBoundingClientRect().height).toBe(64);
  },
});

const openFirst = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const thumbnail = canvas.getByRole('button', { name: '查看大图：划伤近照.jpg' });
  await userEvent.click(thumbnail);
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: '划伤近照.jpg' });
  return { thumbnail, body, dialog };
};

/** A thumbnail opens the photo large in a dialog, with its watermark under it. */
export const OpenLarge = meta.story({
  play: async ({ canvasElement }) => {
    const { dialog } = await openFirst(canvasElement);
    const large = within(dialog).getByRole('img', { name: '划伤近照.jpg' });
    await waitFor(() => expect((large as HTMLImageElement).naturalWidth).toBe(96));
    await expect(dialog).toHaveTextContent('铝材现货商城 售后凭证 2026-11-20 10:00:00');
  },
});

/** Esc closes the large view, and focus comes back to its thumbnail. */
export const CloseWithEscape = meta.story({
  play: async ({ canvasElement }) => {
    const { thumbnail, body } = await openFirst(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(thumbnail).toHaveFocus();
  },
});
