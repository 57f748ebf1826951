import { useMemo, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { generate } from 'lean-qr';
import { space } from '../../theme/index.ts';

export interface QrCodeProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** What the code encodes, e.g. a login code or the App's download address. */
  content: string;
  /** What the code is for, read out by screen readers, e.g. 登录二维码. */
  alt: string;
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  padding: ${space(2)};
  image-rendering: pixelated;
`;

/** A QR code drawn in the browser (lean-qr), filling its box: the login panel and the App page share it. */
export function QrCode({ content, alt, ...rest }: QrCodeProps) {
  const src = useMemo(() => generate(content).toDataURL({ pad: 0, scale: 4 }), [content]);
  return <Image src={src} alt={alt} {...rest} />;
}
