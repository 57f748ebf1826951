/**
 * The mall's watermark on an after-sale photo (chosen): who received it and when, written into
 * the stored file itself (a JPEG comment segment after SOI, a PNG iTXt chunk after IHDR: the
 * image's pixels are untouched, the file carries the mark) and recorded beside it.
 */
import { crc32 } from 'node:zlib';
import type { PHOTO_TYPES } from '@mall/domain/contract/afterSales';
import { chinaDateTime } from '../time.ts';

/** The iTXt keyword the mark is written under. */
export const WATERMARK_KEYWORD = 'Watermark';

/** The watermark's text, e.g. '铝材现货商城 售后凭证 2026-11-24 10:00:00'. */
export const watermarkText = (at: Date): string => `铝材现货商城 售后凭证 ${chinaDateTime(at)}`;

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
};

const uint32 = (value: number): Uint8Array => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};

/** A JPEG COM segment holding `text` (UTF-8), placed right after SOI. */
const stampJpeg = (bytes: Uint8Array, text: Uint8Array): Uint8Array => {
  const length = new Uint8Array(2);
  new DataView(length.buffer).setUint16(0, text.byteLength + 2);
  return concat(bytes.subarray(0, 2), Uint8Array.of(0xff, 0xfe), length, text, bytes.subarray(2));
};

/** A PNG iTXt chunk (uncompressed, UTF-8) placed after IHDR (after the signature without one). */
const stampPng = (bytes: Uint8Array, text: Uint8Array): Uint8Array => {
  const encoder = new TextEncoder();
  const type = encoder.encode('iTXt');
  // keyword \0, compression flag 0, method 0, language tag \0, translated keyword \0, text.
  const data = concat(encoder.encode(WATERMARK_KEYWORD), Uint8Array.of(0, 0, 0, 0, 0), text);
  const chunk = concat(uint32(data.byteLength), type, data, uint32(crc32(concat(type, data))));
  const ihdr = new TextDecoder().decode(bytes.subarray(12, 16)) === 'IHDR';
  const at = ihdr ? 8 + 4 + 4 + 13 + 4 : 8;
  return concat(bytes.subarray(0, at), chunk, bytes.subarray(at));
};

/** The photo with the watermark written into it. */
export const stampWatermark = (
  bytes: Uint8Array,
  contentType: (typeof PHOTO_TYPES)[number],
  text: string,
): Uint8Array => {
  const encoded = new TextEncoder().encode(text);
  return contentType === 'image/jpeg' ? stampJpeg(bytes, encoded) : stampPng(bytes, encoded);
};
