import { describe, expect, it } from 'vitest';
import { bytesToBase64, contractFileError } from './contracts.ts';

const MB = 1024 * 1024;
/** Bytes that start as `head` and run to `size`. */
const bytesOf = (head: string, size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head).subarray(0, size));
  return bytes;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('contractFileError', () => {
  it.each([
    ['a PDF', '合同.pdf', bytesOf('%PDF-1.7'), ''],
    ['a PDF of 5 MB, .PDF', 'HT2026.PDF', bytesOf('%PDF-1.4', 5 * MB), ''],
    ['a PDF over 5 MB', '合同.pdf', bytesOf('%PDF-1.4', 5 * MB + 1), '文件不能超过 5 MB'],
    ['a PDF not named .pdf', '合同.docx', bytesOf('%PDF-1.4'), '请上传 PDF 文件'],
    // Renamed: the name says PDF, the content does not.
    ['a PNG named .pdf', '合同.pdf', new Uint8Array(PNG), '请上传 PDF 文件'],
    ['a Word file named .pdf', '合同.pdf', bytesOf('PK\u0003\u0004 word'), '请上传 PDF 文件'],
    ['three bytes of %PDF', '合同.pdf', bytesOf('%PD'), '请上传 PDF 文件'],
    ['%PDF after a space', '合同.pdf', bytesOf(' %PDF-1.4'), '请上传 PDF 文件'],
    // A big file that is no PDF is told so first, as the image uploads do.
    ['no PDF over 5 MB', '合同.pdf', bytesOf('hello', 5 * MB + 1), '请上传 PDF 文件'],
    ['an empty file', '合同.pdf', new Uint8Array(), '文件为空'],
  ])('%s → %j', (_, name, bytes, message) => {
    expect(contractFileError(name, bytes, 5 * MB)).toBe(message);
  });
});

describe('bytesToBase64', () => {
  it.each([
    [[], ''],
    [[0x25, 0x50, 0x44, 0x46], 'JVBERg=='],
    [[0xff, 0x00, 0x80], '/wCA'],
  ])('%j → %j', (bytes, base64) => {
    expect(bytesToBase64(new Uint8Array(bytes))).toBe(base64);
  });

  it('encodes files larger than one chunk', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 3).map((_, index) => index % 256);
    expect(atob(bytesToBase64(bytes))).toHaveLength(bytes.length);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
