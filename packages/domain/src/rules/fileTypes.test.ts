import { describe, expect, it } from 'vitest';
import { fileTypeOf, imageTypeOf } from './fileTypes.ts';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0];
const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];

describe('a file told by its first bytes', () => {
  it.each([
    ['a PNG', png, 'image/png', 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg', 'image/jpeg'],
    ['a PDF', pdf, 'application/pdf', null],
    ['a PNG cut short', png.slice(0, 7), null, null],
    ['%PD', pdf.slice(0, 3), null, null],
    ['a zip (a Word file)', [0x50, 0x4b, 0x03, 0x04], null, null],
    ['nothing', [], null, null],
  ])('%s is %s (an image: %s)', (_, bytes, type, image) => {
    expect(fileTypeOf(new Uint8Array(bytes))).toBe(type);
    expect(imageTypeOf(new Uint8Array(bytes))).toBe(image);
  });
});
