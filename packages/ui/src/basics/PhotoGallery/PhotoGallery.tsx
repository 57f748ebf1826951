import { useState } from 'react';
import styled from 'styled-components';
import { Modal } from '../Modal/Modal.tsx';

/** One photo of the gallery. */
export interface GalleryPhoto {
  /** Unique in the gallery. */
  id: number | string;
  /** Its file name: names the thumbnail's button and the large view's dialog. */
  name: string;
  /** Where the image is served. */
  url: string;
  /** A line under the large view (e.g. the watermark the photo carries). */
  caption?: string;
}

export interface PhotoGalleryProps {
  /** Names the list of thumbnails, e.g. 照片. */
  label: string;
  /** The photos, in order. */
  photos: readonly GalleryPhoto[];
}

const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumbnail = styled.button`
  display: block;
  width: 96px;
  height: 64px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.fill};
  cursor: zoom-in;
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Large = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;

  img {
    display: block;
    width: 100%;
    max-height: calc(100vh - 220px);
    object-fit: contain;
    background: ${({ theme }) => theme.color.fill};
  }

  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * Photos as thumbnails, each a button (查看大图：<name>) that opens it large in a dialog, with its
 * caption; Esc, the close button or a click outside closes it and focus returns to the thumbnail.
 */
export function PhotoGallery({ label, photos }: PhotoGalleryProps) {
  const [open, setOpen] = useState<GalleryPhoto['id'] | null>(null);
  return (
    <Thumbnails aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <Modal
            title={photo.name}
            size="lg"
            open={open === photo.id}
            onOpenChange={(next) => setOpen(next ? photo.id : null)}
            trigger={
              <Thumbnail type="button" aria-label={`查看大图：${photo.name}`}>
                <img src={photo.url} alt="" />
              </Thumbnail>
            }
          >
            <Large>
              <img src={photo.url} alt={photo.name} />
              {photo.caption && <figcaption>{photo.caption}</figcaption>}
            </Large>
          </Modal>
        </li>
      ))}
    </Thumbnails>
  );
}
