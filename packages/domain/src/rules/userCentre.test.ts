import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckCharacter,
  hasValidCheckCharacter,
  imageUploadError,
} from './userCentre.ts';

describe('the unified social credit code (GB 32100)', () => {
  it.each([
    // Published codes of real companies.
    ['91350100M000100Y43', true],
    ['91110000802100433B', true],
    ['91440300708461136T', true],
    // One character changed: the check character no longer fits.
    ['91350100M000100Y44', false],
    ['91110000802100433C', false],
    // Too short, too long, lower case, a letter not in the alphabet (I, O, S, V, Z).
    ['91350100M000100Y4', false],
    ['91350100M000100Y433', false],
    ['91350100m000100y43', false],
    ['91350100M0001O0Y43', false],
    ['', false],
  ])('%s → %s', (code, valid) => {
    expect(hasValidCheckCharacter(code)).toBe(valid);
  });

  it.each([
    ['91350100M000100Y4', '3'],
    ['91110000802100433', 'B'],
    ['9111000010000134', null],
    ['91350100M000100IO', null],
  ])('the check character of %s is %s', (first17, check) => {
    expect(creditCodeCheckCharacter(first17)).toBe(check);
  });
});

describe('image uploads', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]);
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
  const big = new Uint8Array(1024 * 1024 + 1);
  big.set(png);

  it.each([
    [png, 100, ''],
    [jpeg, 100, ''],
    [pdf, 100, '请上传 JPG 或 PNG 图片'],
    [new Uint8Array(), 100, '文件为空'],
    [big, 1024 * 1024, '图片不能超过 1 MB'],
  ])('%j at most %d bytes → %j', (bytes, max, error) => {
    expect(imageUploadError(bytes, max)).toBe(error);
  });
});
