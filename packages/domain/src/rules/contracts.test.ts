import { describe, expect, it } from 'vitest';
import { bytesToBase64, contractFileError } from './contracts.ts';

const MB = 1024 * 1024;

describe('contractFileError', () => {
  it.each([
    [{ name: '合同.pdf', type: 'application/pdf', size: 1000 }, ''],
    [{ name: 'HT2026.PDF', type: 'application/pdf', size: 5 * MB }, ''],
    [{ name: '合同.pdf', type: '', size: 1000 }, ''],
    [{ name: '合同.pdf', type: 'application/pdf', size: 5 * MB + 1 }, '文件不能超过 5 MB'],
    [{ name: '合同.docx', type: 'application/msword', size: 1000 }, '请上传 PDF 文件'],
    [{ name: '合同.png', type: 'application/pdf', size: 1000 }, '请上传 PDF 文件'],
    [{ name: '合同.pdf', type: 'image/png', size: 1000 }, '请上传 PDF 文件'],
    [{ name: '合同.pdf', type: 'application/pdf', size: 0 }, '文件为空'],
  ])('%j → %j', (file, message) => {
    expect(contractFileError(file, 5 * MB)).toBe(message);
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
