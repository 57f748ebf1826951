import { describe, expect, it } from 'vitest';
import type { DraftLine } from './inquiry.ts';
import type { InquiryLine, InquiryStatus, LineState, LineSuggestion } from '../contract/inquiry.ts';
import {
  canDeleteQuote,
  draftFrom,
  inquiryActions,
  lineAt,
  orderableLines,
  quoteTotals,
  emptyLine,
  isBlankLine,
  lineErrors,
  parseDraft,
  theoreticalTonnes,
  repeatBuyTonnes,
  toRequest,
  validityText,
  withSuggestion,
  withinLineLimit,
} from './inquiry.ts';

const line = (fields: Partial<DraftLine>): DraftLine => ({
  ...emptyLine('l1', { deliveryCity: '佛山', wantedDate: '2026-04-30' }),
  alloy: '6063',
  temper: 'T5',
  thickness: '2.0',
  width: '1250',
  length: '2500',
  quantity: '10',
  ...fields,
});

describe('lineErrors', () => {
  it.each([
    [{}, {}],
    [{ alloy: '' }, { alloy: '请输入牌号' }],
    [{ alloy: '铝' }, { alloy: '牌号格式不正确，如 6063' }],
    [{ thickness: 'abc' }, { thickness: '厚度应为数字，最多 3 位小数' }],
    [{ width: '0' }, { width: '宽度必须大于 0' }],
    [{ quantity: '' }, { quantity: '请输入数量' }],
    [{ quantity: '1.2345' }, { quantity: '数量应为数字，最多 3 位小数' }],
    [{ deliveryCity: '' }, { deliveryCity: '请输入交货城市' }],
    [{ wantedDate: '' }, { wantedDate: '请选择期望交期（YYYY-MM-DD）' }],
    [{ unit: '支', length: '' }, { length: '按支或张询价时请填写长度' }],
    [{ unit: '吨', length: '' }, {}],
    [{ temper: 't-5' }, { temper: '状态格式不正确，如 T5' }],
  ] as const)('%o → %o', (fields, errors) => {
    expect(lineErrors(line(fields))).toEqual(errors);
  });
});

describe('lineErrors by product form', () => {
  const sized = { thickness: '', width: '', length: '' };
  it.each([
    [{ category: '铝锭', alloy: 'A00', ...sized }, {}],
    [{ category: '铝锭', alloy: 'A00', ...sized, thickness: '2' }, { thickness: '铝锭不填厚度' }],
    [{ category: '铝卷', length: '' }, {}],
    [{ category: '铝卷' }, { length: '铝卷不填长度' }],
    [{ category: '铝箔', thickness: '0.02', length: '' }, {}],
    [
      { category: '铝箔', thickness: '2', length: '' },
      { thickness: '铝箔厚度应在 0.005–0.2 mm 之间' },
    ],
    [{ category: '铝板', thickness: '800' }, { thickness: '铝板厚度应在 0.2–300 mm 之间' }],
    [{ category: '铝板', width: '5000' }, { width: '铝板宽度应在 50–2650 mm 之间' }],
    [{ category: '铝板', thickness: '' }, { thickness: '请输入厚度' }],
    [{ category: '铝棒', ...sized, diameter: '50', length: '3000' }, {}],
    [{ category: '铝棒', ...sized, length: '3000' }, { diameter: '请输入直径' }],
    [
      { category: '铝棒', diameter: '50' },
      { thickness: '铝棒不填厚度', width: '铝棒不填宽度' },
    ],
    [{ category: '铝管', ...sized, diameter: '50', wall: '3', length: '6000' }, {}],
    [
      { category: '铝管', ...sized, diameter: '', wall: '3', length: '6000' },
      { diameter: '请输入外径' },
    ],
    [
      { category: '铝管', ...sized, diameter: '50', wall: '25', length: '6000' },
      { wall: '壁厚应小于外径的一半' },
    ],
    [{ category: '型材', width: '40', length: '6000' }, {}],
  ] as const)('%o → %o', (fields, errors) => {
    expect(lineErrors(line(fields))).toEqual(errors);
  });

  it('refuses a wanted date before today, and after a year from it', () => {
    expect(lineErrors(line({ wantedDate: '2020-01-01' }), '2026-03-18')).toEqual({
      wantedDate: '期望交期不能早于今天',
    });
    expect(lineErrors(line({ wantedDate: '2026-03-18' }), '2026-03-18')).toEqual({});
    expect(lineErrors(line({ wantedDate: '2027-03-19' }), '2026-03-18')).toEqual({
      wantedDate: '期望交期不能晚于一年后',
    });
    expect(lineErrors(line({ wantedDate: '2026-02-30' }), '2026-03-18')).toEqual({
      wantedDate: '期望交期不是有效日期',
    });
  });

  it('weighs bars and tubes in pieces by their cross-section', () => {
    const bar = {
      category: '铝棒',
      ...sized,
      diameter: '50',
      length: '3000',
      unit: '支',
      quantity: '20',
    } as const;
    expect(theoreticalTonnes(line(bar))).toBe('0.319');
    expect(theoreticalTonnes(line({ ...bar, category: '铝管', wall: '3' }))).toBe('0.072');
  });
});

describe('theoreticalTonnes', () => {
  it.each([
    [{ unit: '张', quantity: '100' }, '1.694'],
    [{ unit: '支', thickness: '1.2', width: '40', length: '6000', quantity: '500' }, '0.390'],
    [{ unit: '张', quantity: '1', thickness: '0.5', width: '1000', length: '2000' }, '0.003'],
    [{ unit: '吨' }, null],
    [{ unit: 'kg' }, null],
    [{ unit: '张', length: '' }, null],
    [{ unit: '张', quantity: 'x' }, null],
  ] as const)('%o → %s', (fields, tonnes) => {
    expect(theoreticalTonnes(line(fields))).toBe(tonnes);
  });
});

describe('the draft', () => {
  it('sends only lines that are not blank', () => {
    const request = toRequest({ contactName: '陈志强', contactPhone: '13800000001', remark: '' }, [
      line({}),
      emptyLine('l2', { deliveryCity: '佛山' }),
    ]);
    expect(request.lines).toHaveLength(1);
    expect(request).not.toHaveProperty('remark');
    expect(isBlankLine(emptyLine('l3', { deliveryCity: '佛山' }))).toBe(true);
  });

  it('reads a stored draft back and refuses what is not one', () => {
    const draft = {
      contactName: '陈志强',
      contactPhone: '13800000001',
      remark: '',
      lines: [line({})],
    };
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(parseDraft({ lines: 'x' })).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it('makes a line from a suggestion, keeping the defaults', () => {
    expect(
      draftFrom(
        'l9',
        { alloy: '5052', thickness: '1.5', width: '1220', unit: '张', batchId: 3 },
        { deliveryCity: '无锡' },
      ),
    ).toMatchObject({
      key: 'l9',
      alloy: '5052',
      unit: '张',
      deliveryCity: '无锡',
      batchId: 3,
      length: '',
    });
  });
});

describe('withSuggestion', () => {
  const coil: LineSuggestion = {
    alloy: '3003',
    temper: 'H24',
    thickness: '0.8',
    width: '1220',
    surface: '原色',
    inventoryCode: '3003-H24-0.8x1220',
    quantity: '3',
    unit: '吨',
    batchId: 41,
    times: 0,
  };
  it.each<[string, Partial<DraftLine>, Partial<DraftLine>]>([
    [
      'a line typed so far takes the product, its quantity and its batch',
      { alloy: '30', thickness: '', quantity: '' },
      { alloy: '3003', temper: 'H24', length: '', surface: '原色', quantity: '3', batchId: 41 },
    ],
    [
      'a quantity typed stays, with its unit',
      { quantity: '12', unit: '支' },
      { alloy: '3003', quantity: '12', unit: '支', deliveryCity: '佛山', remark: '' },
    ],
    [
      'a field the suggestion leaves empty is emptied, city and date stay',
      { filmThickness: '10', remark: '加急' },
      { filmThickness: '', remark: '加急', wantedDate: '2026-04-30' },
    ],
  ])('%s', (_, fields, expected) => {
    expect(withSuggestion(line(fields), coil)).toMatchObject(expected);
  });

  it('drops the old batch when the suggestion has none', () => {
    const typed: LineSuggestion = { ...coil };
    delete typed.batchId;
    expect(withSuggestion(line({ batchId: 7 }), typed)).not.toHaveProperty('batchId');
  });
});

describe('inquiryActions', () => {
  const VALID = '2026-03-20 18:00:00';
  it.each<[InquiryStatus, string | null, string[]]>([
    ['toBeAccepted', null, ['edit', 'copy', 'cancel']],
    ['quoting', null, ['copy', 'cancel']],
    ['quoted', VALID, ['order', 'copy', 'cancel']],
    ['quoted', null, ['copy', 'cancel']],
    ['ordered', VALID, ['copy']],
    ['expired', null, ['copy']],
    ['cancelled', null, ['copy']],
  ])('%s with validity %s allows %j', (status, validUntil, actions) => {
    expect(inquiryActions({ status, validUntil, mine: true }, 'administrator')).toEqual(actions);
    expect(inquiryActions({ status, validUntil, mine: false }, 'administrator')).toEqual(actions);
    expect(inquiryActions({ status, validUntil, mine: true }, 'employee')).toEqual(actions);
  });

  it.each<[InquiryStatus, string | null]>([
    ['toBeAccepted', null],
    ['quoting', null],
    ['quoted', VALID],
    ['ordered', null],
  ])('lets an employee only copy another user’s %s inquiry', (status, validUntil) => {
    expect(inquiryActions({ status, validUntil, mine: false }, 'employee')).toEqual(['copy']);
  });
});

describe('canDeleteQuote', () => {
  it.each<[InquiryStatus, LineState, boolean]>([
    ['quoted', 'valid', true],
    ['quoted', 'expired', true],
    ['quoted', 'deleted', false],
    ['quoted', 'waiting', false],
    ['ordered', 'valid', true],
    ['ordered', 'ordered', false],
    ['quoting', 'waiting', false],
    ['expired', 'expired', false],
    ['cancelled', 'valid', false],
  ])('%s, line %s: %s', (status, state, allowed) => {
    expect(canDeleteQuote(status, { state })).toBe(allowed);
  });
});

describe('orderableLines and quoteTotals', () => {
  const quoted = (state: LineState, tonnes: string, amount: string) =>
    ({
      state,
      quote: {
        quoteId: 1,
        unitPrice: '21500.00',
        tonnes,
        amount,
        validUntil: '2026-03-20 18:00:00',
        quotedAt: '2026-03-18 10:00:00',
        quoteRemark: null,
        delReason: null,
      },
    }) satisfies Pick<InquiryLine, 'state' | 'quote'>;

  it('keeps the lines still valid', () => {
    const lines = [
      quoted('valid', '1', '1'),
      quoted('expired', '1', '1'),
      quoted('deleted', '1', '1'),
    ];
    expect(orderableLines(lines)).toEqual([lines[0]]);
  });

  it.each([
    [[], '0.000', '0.00'],
    [[['10.000', '215000.00']], '10.000', '215000.00'],
    [
      [
        ['0.333', '7159.50'],
        ['0.334', '7181.01'],
      ],
      '0.667',
      '14340.51',
    ],
    [
      [
        ['1.1', '0.1'],
        ['2.2', '0.2'],
      ],
      '3.300',
      '0.30',
    ],
  ])('sums %j to %s t and %s yuan, exactly', (rows, tonnes, amount) => {
    const lines = rows.map(([t, a]) => quoted('valid', t ?? '', a ?? ''));
    expect(quoteTotals(lines)).toEqual({ tonnes, amount });
  });
});

describe('withinLineLimit', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => index);
  it.each([
    [0, 500, 200, 300],
    [0, 200, 200, 0],
    [1, 200, 199, 1],
    [150, 30, 30, 0],
    [199, 3, 1, 2],
    [200, 5, 0, 5],
    [0, 0, 0, 0],
  ])('a form of %i lines takes %i more as %i, leaving %i out', (held, count, taken, left) => {
    const result = withinLineLimit(held, rows(count));
    expect(result.taken).toEqual(rows(taken));
    expect(result.left).toBe(left);
  });
});

describe('lineAt and validityText', () => {
  const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
  const quoted = (state: LineState) =>
    ({
      state,
      quote: {
        quoteId: 1,
        unitPrice: '21500.00',
        tonnes: '1.000',
        amount: '21500.00',
        validUntil: '2026-03-20 18:00:00',
        quotedAt: '2026-03-18 10:00:00',
        quoteRemark: null,
        delReason: null,
      },
    }) satisfies Pick<InquiryLine, 'state' | 'quote'>;

  it.each<[LineState, string, LineState, string]>([
    ['valid', '2026-03-18 14:47:15', 'valid', '剩余 2天 03:12:45'],
    ['valid', '2026-03-20 14:47:15', 'valid', '剩余 03:12:45'],
    ['valid', '2026-03-20 17:59:59', 'valid', '剩余 00:00:01'],
    ['valid', '2026-03-20 18:00:00', 'expired', '已过期'],
    ['valid', '2026-03-21 09:00:00', 'expired', '已过期'],
    ['expired', '2026-03-18 10:00:00', 'expired', '已过期'],
    ['deleted', '2026-03-18 10:00:00', 'deleted', ''],
    ['ordered', '2026-03-18 10:00:00', 'ordered', ''],
  ])('a %s line at %s is %s: %j', (state, now, after, text) => {
    expect(lineAt(quoted(state), at(now)).state).toBe(after);
    expect(validityText(quoted(state), at(now))).toBe(text);
  });

  it('says nothing for a line waiting for its quote', () => {
    expect(validityText({ state: 'waiting', quote: null }, at('2026-03-18 10:00:00'))).toBe('');
  });
});

describe('repeatBuyTonnes', () => {
  it.each([
    ['10.000', '86.500', '10.000'],
    ['10', '4.2', '4.200'],
    ['3.200', '3.200', '3.200'],
    ['0', '5', '5.000'],
    ['3.200', '0.000', null],
    ['3.200', '', null],
  ])('last %s with %s left: %s', (lastTonnes, stock, expected) => {
    expect(repeatBuyTonnes({ lastTonnes, stock })).toBe(expected);
  });
});
