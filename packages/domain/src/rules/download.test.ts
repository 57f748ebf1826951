import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.ts';

describe('fileNameFromDisposition', () => {
  it.each([
    [
      `attachment; filename="______.csv"; filename*=UTF-8''${encodeURIComponent('开票资料模板.csv')}`,
      '开票资料模板.csv',
    ],
    [`attachment; filename*=utf-8''${encodeURIComponent('提货委托书.txt')}`, '提货委托书.txt'],
    ['attachment; filename="invoice.csv"', 'invoice.csv'],
    ['attachment; filename=invoice.csv; size=12', 'invoice.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'%E0%A4%A', 'fallback.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\a.csv"', 'a.csv'],
    ['attachment', null],
    ['attachment; filename=""', null],
    ['', null],
  ])('reads %j as %j', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
