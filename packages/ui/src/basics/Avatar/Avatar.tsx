import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1;

  &[data-variant='large'] {
    width: 64px;
    height: 64px;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  /** The person's name: its first character stands in while there is no image. */
  name: string;
  /** The image's address; null or absent for none. */
  src?: string | null;
  /** The accessible name (e.g. 头像); without it the avatar is decoration beside the name. */
  label?: string;
  /** 20 px beside a name, or 64 px on its own. */
  size?: 'small' | 'large';
}

/**
 * A round avatar: the image when there is one (and it loads), otherwise the first character of
 * the name on the primary colour.
 */
export function Avatar({ name, src, label, size = 'small' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed ? src : null;
  return (
    <Frame
      data-variant={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {shown ? (
        <img src={shown} alt="" onError={() => setFailed(shown)} />
      ) : (
        Array.from(name.trim())[0]
      )}
    </Frame>
  );
}
