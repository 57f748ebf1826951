import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '@mall/domain/contract/afterSales';
import { WATERMARK_KEYWORD, stampWatermark } from './watermark.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0, 0, 0, 13, ...new TextEncoder().encode('IHDR'), ...new Array<number>(17).fill(1)];
const TEXT = '铝材现货商城 售后凭证 2026-11-24 10:00:00';

describe('the photo watermark', () => {
  it('writes a JPEG comment segment right after SOI', () => {
    const jpeg = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3);
    const stamped = stampWatermark(jpeg, 'image/jpeg', TEXT);
    const text = new TextEncoder().encode(TEXT);
    expect([...stamped.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xfe]);
    expect((stamped[4] ?? 0) * 256 + (stamped[5] ?? 0)).toBe(text.byteLength + 2);
    expect(new TextDecoder().decode(stamped.subarray(6, 6 + text.byteLength))).toBe(TEXT);
    expect([...stamped.subarray(6 + text.byteLength)]).toEqual([0xff, 0xe0, 1, 2, 3]);
    expect(imageTypeOf(stamped)).toBe('image/jpeg');
  });

  it('writes a PNG iTXt chunk with its CRC after IHDR', () => {
    const png = Uint8Array.from([...SIGNATURE, ...IHDR, 9, 9]);
    const stamped = stampWatermark(png, 'image/png', TEXT);
    const chunk = stamped.subarray(33);
    const view = new DataView(chunk.buffer, chunk.byteOffset);
    const length = view.getUint32(0);
    expect(new TextDecoder().decode(chunk.subarray(4, 8))).toBe('iTXt');
    const data = chunk.subarray(8, 8 + length);
    expect(new TextDecoder().decode(data)).toBe(`${WATERMARK_KEYWORD}\0\0\0\0\0${TEXT}`);
    expect(view.getUint32(8 + length)).toBe(crc32(chunk.subarray(4, 8 + length)));
    expect([...stamped.subarray(0, 33)]).toEqual([...png.subarray(0, 33)]);
    expect([...stamped.subarray(-2)]).toEqual([9, 9]);
  });
});
