import { describe, expect, it } from 'vitest';
import type { AfterSaleKind, ApplyInfo } from '../contract/afterSales.ts';
import { applyInfoFixture } from '../mocks/afterSales/fixtures.ts';
import type { ApplyForm } from './afterSales.ts';
import { needsPhotos } from './evidence.ts';
import {
  EMPTY_MEASURED,
  buyerMovesOf,
  checkApplyForm,
  deviationOf,
  photoError,
} from './afterSales.ts';

const info: ApplyInfo = applyInfoFixture;

const form = (patch: Partial<ApplyForm> = {}): ApplyForm => ({
  kind: 'returnsRefunds',
  reasonId: 3,
  lines: {
    2: { selected: true, pieces: '', weight: '1.5', measured: EMPTY_MEASURED },
  },
  amount: '28500',
  description: '规格不符',
  contactName: '陈志强',
  contactPhone: '13800000001',
  ...patch,
});

const errorsOf = (value: ApplyForm) => {
  const result = checkApplyForm(value, info, []);
  return 'errors' in result ? result.errors : {};
};

describe('checkApplyForm', () => {
  it('makes the request of a whole form', () => {
    const result = checkApplyForm(form(), info, [5]);
    expect(result).toEqual({
      request: expect.objectContaining({
        orderId: 31001,
        amount: '28500',
        picIds: [5],
        lines: [{ detailId: 2, pieces: null, weight: '1.5', measured: null }],
      }),
    });
  });

  it.each<[string, Partial<ApplyForm>, Record<string, string>]>([
    ['no kind', { kind: null }, { kind: '请选择售后类型' }],
    ['no reason', { reasonId: null }, { reasonId: '请选择售后原因' }],
    [
      'an amount above what was paid',
      { amount: '28500.01' },
      { amount: '申请金额不能超过已付金额 ¥28,500.00' },
    ],
    [
      'more tonnes than claimable',
      {
        lines: { 2: { selected: true, pieces: '', weight: '2.001', measured: EMPTY_MEASURED } },
        amount: '1',
      },
      { 'weight:2': '最多可申请 2.000 吨' },
    ],
    [
      'more pieces than claimable',
      {
        lines: { 1: { selected: true, pieces: '48', weight: '0.813', measured: EMPTY_MEASURED } },
        amount: '1',
      },
      { 'pieces:1': '最多可申请 47 件' },
    ],
    ['no line', { lines: {}, amount: '0' }, { lines: '请选择售后商品' }],
    [
      'a product problem without measured values',
      { kind: 'product', amount: '1' },
      { 'measured:2': '请填写实测值', pics: '该售后原因需上传照片作为凭证' },
    ],
    ['a bad phone', { contactPhone: '123' }, { contactPhone: '请输入正确的 11 位手机号' }],
  ])('refuses %s at its field', (_, patch, expected) => {
    expect(errorsOf(form(patch))).toEqual(expected);
  });

  it('asks no money for an exchange', () => {
    const result = checkApplyForm(form({ kind: 'exchange', amount: '99999' }), info, []);
    expect('request' in result && result.request.amount).toBe('0.00');
  });
});

describe('needsPhotos', () => {
  it.each<[AfterSaleKind, string, boolean]>([
    ['product', '厚度超差', true],
    ['product', '其他', true],
    ['refundOnly', '运输损耗', true],
    ['exchange', '表面划伤需更换', true],
    ['exchange', '规格发错', true],
    ['exchange', '牌号状态发错', true],
    ['returnsRefunds', '规格与订单不符', true],
    ['refundOnly', '少发漏发', false],
    ['returnsRefunds', '不再需要', false],
    ['notProduct', '物流延误', false],
  ])('%s for %s: %s', (kind, reason, needed) => {
    expect(needsPhotos(kind, reason)).toBe(needed);
  });

  it('refuses a claim that needs photos without any, at the photo field', () => {
    const result = checkApplyForm(form({ kind: 'refundOnly' }), info, [], '运输损耗');
    expect('errors' in result && result.errors.pics).toBe('该售后原因需上传照片作为凭证');
    expect('request' in checkApplyForm(form({ kind: 'refundOnly' }), info, [5], '运输损耗')).toBe(
      true,
    );
  });
});

describe('photoError', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, 0, ''],
    [{ type: 'image/gif', size: 1000 }, 0, '仅支持 JPG、PNG 格式的照片'],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, 0, '每张照片不能超过 5 MB'],
    [{ type: 'image/jpeg', size: 10 }, 9, '最多上传 9 张照片'],
  ])('%o with %i kept: %s', (file, count, message) => {
    expect(photoError(file, count)).toBe(message);
  });
});

describe('buyerMovesOf', () => {
  it.each([
    ['toReplenish', true, ['replenish']],
    ['toReplenish', false, []],
    ['toReturn', false, ['confirmLogistics']],
    ['toReturn', true, ['confirmLogistics', 'cancel']],
    ['editRequested', false, ['agreeEdit']],
    ['completed', true, []],
  ] as const)('%s (admin %s): %o', (status, admin, moves) => {
    expect(buyerMovesOf(status, admin)).toEqual(moves);
  });
});

describe('deviationOf', () => {
  it.each([
    ['thickness', '2', '1.8', { text: '-0.200 mm（-10.0%）', out: true }],
    ['width', '1250', '1251', { text: '+1.000 mm（+0.1%）', out: false }],
    ['length', null, '2500', null],
  ] as const)('%s ordered %s measured %s', (size, ordered, measured, expected) => {
    expect(deviationOf(size, ordered, measured)).toEqual(expected);
  });
});
