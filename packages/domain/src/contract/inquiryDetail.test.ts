import { describe, expect, it } from 'vitest';
import { initialInquiries } from '../mocks/inquiry/server.ts';
import { hasQuoteDocument, inquiryMessageRequest, quoteDocument } from './inquiryDetail.ts';

const byNo = (inquiryNo: string) => {
  const found = initialInquiries().find((one) => one.inquiryNo === inquiryNo);
  if (!found) throw new Error('fixture changed');
  return found;
};

describe('quoteDocument', () => {
  it('lists the quoted lines and totals the valid ones exactly', () => {
    const doc = quoteDocument(byNo('XJ202603160003'));
    expect(doc.rows.map(({ detailId, state }) => [detailId, state])).toEqual([
      [431, '有效'],
      [432, '有效'],
      [433, '报价已过期'],
    ]);
    // 10.000 t × 21,500.00 + 2.420 t × 23,800.00 (the expired line is left out).
    expect([doc.validTonnes, doc.validAmount, doc.validUntil]).toEqual([
      '12.420',
      '272596.00',
      '2026-03-20 18:00:00',
    ]);
  });

  it.each([
    ['XJ202603180001', false],
    ['XJ202603160003', true],
    ['XJ202603120005', true],
    ['XJ202603100006', false],
  ])('%s has a document: %s', (inquiryNo, expected) => {
    expect(hasQuoteDocument(byNo(inquiryNo))).toBe(expected);
  });

  it('says so when nothing is valid any more', () => {
    const doc = quoteDocument(byNo('XJ202603120005'));
    expect([doc.validTonnes, doc.validAmount, doc.validUntil]).toEqual(['0.000', '0.00', null]);
  });
});

describe('inquiryMessageRequest', () => {
  it.each([
    ['', '请输入留言内容'],
    ['   ', '请输入留言内容'],
    ['长'.repeat(501), '留言最多 500 个字'],
    ['长'.repeat(500), undefined],
    [' 交期？ ', undefined],
  ])('%j: %s', (content, message) => {
    const result = inquiryMessageRequest.safeParse({ id: 43, content });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});
