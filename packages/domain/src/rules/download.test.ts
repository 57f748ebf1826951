import { describe, expect, it } from 'vitest';
import { HOSTILE_PAYLOADS } from '../../../../tests/hostileInput.ts';
import { fileNameFromDisposition, safeFileName } from './download.ts';

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
    [
      `attachment; filename*=UTF-8''${encodeURIComponent('合同\r\nSet-Cookie: a=1.pdf')}`,
      '合同Set-Cookie_ a=1.pdf',
    ],
    ['attachment; filename="..."', null],
    ['attachment', null],
    ['attachment; filename=""', null],
    ['', null],
  ])('reads %j as %j', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('safeFileName', () => {
  it.each([
    ['质保书-6061-T6.pdf', '质保书-6061-T6.pdf'],
    ['../../.bashrc', 'bashrc'],
    ['..\\..\\Windows\\win.ini', 'win.ini'],
    ['\u202e6061-T6 铝板 gpj.exe', '6061-T6 铝板 gpj.exe'],
    ['合同\u0000.pdf\u0007', '合同.pdf'],
    ['<script>top.__pwned=1</script>.pdf', 'script_.pdf'],
    ['<img src=x onerror=top.__pwned=1>.pdf', '_img src=x onerror=top.__pwned=1_.pdf'],
    ['report.pdf. . ', 'report.pdf'],
    ['. ', null],
    ['/', null],
    [`${'铝'.repeat(200)}.pdf`, `${'铝'.repeat(116)}.pdf`],
  ])('makes %j %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  // Every script-injection payload, as a server's file name, in the header and as a field.
  it.each(HOSTILE_PAYLOADS.map((payload) => [payload]))('keeps %j a plain name', (payload) => {
    for (const name of [
      safeFileName(`${payload}.pdf`),
      fileNameFromDisposition(
        `attachment; filename*=UTF-8''${encodeURIComponent(`${payload}.pdf`)}`,
      ),
    ]) {
      expect(name).not.toBeNull();
      expect(name).not.toMatch(/[/\\<>:"|?*\p{Cc}\u202a-\u202e]/u);
      expect(name).not.toMatch(/^\./);
      expect([...(name ?? '')].length).toBeLessThanOrEqual(120);
      expect(name?.endsWith('.pdf')).toBe(true);
    }
  });
});
