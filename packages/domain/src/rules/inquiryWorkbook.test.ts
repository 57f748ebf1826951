import { describe, expect, it } from 'vitest';
import type { SheetRows } from './inquiryWorkbook.ts';
import {
  askedError,
  cellText,
  columnsOf,
  fieldOfHeader,
  findHeaderRow,
  plainRemark,
  readDate,
  readSheetRows,
  readSpec,
} from './inquiryWorkbook.ts';

const NO_ASK = { deliveryCity: '', wantedDate: '' };

/** A sheet read with the columns its header names. */
const readAll = (rows: SheetRows, asked = NO_ASK) => {
  const header = findHeaderRow(rows);
  if (header === null) throw new Error('no header');
  const row = rows[header] ?? [];
  return readSheetRows(rows, header, columnsOf(row), asked);
};

describe('fieldOfHeader', () => {
  it.each([
    ['牌号', 'alloy'],
    ['合金', 'alloy'],
    ['材质', 'alloy'],
    ['型号', 'alloy'],
    ['状态', 'temper'],
    ['状态代号', 'temper'],
    ['厚度', 'thickness'],
    ['厚', 'thickness'],
    ['厚度(mm)', 'thickness'],
    ['厚度（mm）', 'thickness'],
    ['厚度mm', 'thickness'],
    [' 宽 度 ', 'width'],
    ['长', 'length'],
    ['规格', 'spec'],
    ['厚*宽*长', 'spec'],
    ['规格(mm)', 'spec'],
    ['数量', 'quantity'],
    ['重量(kg)', 'quantity'],
    ['吨位', 'quantity'],
    ['单位', 'unit'],
    ['表面处理', 'surface'],
    ['备注', 'remark'],
    ['交货地', 'deliveryCity'],
    ['交货城市', 'deliveryCity'],
    ['交期', 'wantedDate'],
    ['期望交期', 'wantedDate'],
    ['序号', null],
    ['品名', 'category'],
    ['品类', 'category'],
    ['外径', 'diameter'],
    ['壁厚(mm)', 'wall'],
    ['', null],
    [null, null],
    [12, null],
  ])('%s is %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });
});

describe('findHeaderRow', () => {
  it.each<[string, SheetRows, number | null]>([
    ['on the first row', [['牌号', '厚度', '数量']], 0],
    [
      'under a merged title, from 序号',
      [
        ['某某铝业 询价单（客户自制）'],
        ['序号', '牌号', '厚度(mm)', '数量'],
        ['1', '6063', '2', '3'],
      ],
      1,
    ],
    [
      'the row naming most fields',
      [['牌号：见下表', '数量'], [], ['牌号', '规格', '数量', '单位']],
      2,
    ],
    ['names without a product field', [['数量', '单位', '备注']], null],
    ['a single name', [['规格']], null],
    ['nothing', [], null],
    [
      'not below the first 10 rows',
      [...Array.from({ length: 10 }, () => ['说明']), ['牌号', '厚度', '数量']],
      null,
    ],
  ])('%s', (_name, rows, index) => {
    expect(findHeaderRow(rows)).toBe(index);
  });
});

describe('columnsOf', () => {
  it('matches each column by its name, a field to its first column only', () => {
    expect(
      columnsOf(['序号', '材质', '厚', '厚度', null, '数量']).map(({ field }) => field),
    ).toEqual(
      ['alloy', 'thickness', null, null, 'quantity'].reduce<(string | null)[]>(
        (fields, field, index) => (index === 0 ? [null, field] : [...fields, field]),
        [],
      ),
    );
  });
});

describe('cellText, readSpec, readDate, plainRemark', () => {
  it.each([
    [2, '2'],
    [2.0000000000000004, '2'],
    [0.1 + 0.2, '0.3'],
    ['  ２．０ ', '2.0'],
    [new Date(Date.UTC(2027, 0, 5)), '2027-01-05'],
    [true, 'TRUE'],
    [null, ''],
  ])('cellText(%s) is %s', (cell, text) => {
    expect(cellText(cell)).toBe(text);
  });

  it.each([
    ['2.0*1250*2500', { thickness: '2.0', width: '1250', length: '2500' }],
    ['2.0×1250×2500', { thickness: '2.0', width: '1250', length: '2500' }],
    ['2x1250xC', { thickness: '2', width: '1250', length: '' }],
    ['2 X 1250', { thickness: '2', width: '1250', length: '' }],
    ['1.4*1220*2440mm', { thickness: '1.4', width: '1220', length: '2440' }],
    ['２＊１２５０＊２５００', { thickness: '2', width: '1250', length: '2500' }],
    [
      '6061-T6 2*1220*2440',
      { alloy: '6061', temper: 'T6', thickness: '2', width: '1220', length: '2440' },
    ],
    ['十二厚', null],
    ['2', null],
    ['2*1250*2500*3', null],
    ['2*宽*2500', null],
  ])('readSpec(%s)', (text, parts) => {
    expect(readSpec(text)).toEqual(parts);
  });

  it.each([
    [new Date(Date.UTC(2027, 0, 15)), '2027-01-15'],
    [46419, '2027-02-01'],
    ['46419', '2027-02-01'],
    ['2027/2/1', '2027-02-01'],
    ['2027.2.1', '2027-02-01'],
    ['2027年2月1日', '2027-02-01'],
    ['2027-02-01 00:00:00', '2027-02-01'],
    ['20270201', '2027-02-01'],
    ['下月初', '下月初'],
    [12, '12'],
  ])('readDate(%s) is %s', (cell, date) => {
    expect(readDate(cell)).toBe(date);
  });

  it.each([
    ['<b>加急</b><script>alert(1)</script>', '加急'],
    ['<p style="color:red">含税&amp;运费</p>', '含税&运费'],
    ['1 < 2', '1 < 2'],
  ])('plainRemark(%s) is %s', (cell, text) => {
    expect(plainRemark(cell)).toBe(text);
  });
});

describe('readSheetRows', () => {
  const HEADER = [
    '序号',
    '牌号',
    '状态',
    '厚度',
    '宽度',
    '长度',
    '数量',
    '单位',
    '交货城市',
    '期望交期',
    '备注',
  ];
  const good = (quantity: string, unit: string) => [
    '1',
    '6063',
    'T5',
    '2',
    '1250',
    '2500',
    quantity,
    unit,
    '佛山',
    '2027-01-10',
    '',
  ];

  it.each([
    ['10', 't', '10', '吨'],
    ['10', '吨', '10', '吨'],
    ['500', 'kg', '0.5', '吨'],
    ['500kg', '', '0.5', '吨'],
    ['2t', '', '2', '吨'],
    ['2吨', '', '2', '吨'],
    ['1,500', '公斤', '1.5', '吨'],
    ['10张', '', '10', '张'],
    ['10', '片', '10', '张'],
    ['5', '支', '5', '支'],
    ['5', '', '5', '吨'],
  ])('quantity %s and unit %s are %s %s', (quantity, unit, read, readUnit) => {
    const { lines, errors } = readAll([HEADER, good(quantity, unit)]);
    expect(errors).toEqual([]);
    expect(lines[0]?.line).toMatchObject({ quantity: read, unit: readUnit });
  });

  it('takes the unit from the header when neither the cell nor a unit column says it', () => {
    const { lines } = readAll([
      ['牌号', '规格', '重量(kg)', '交货地', '交期'],
      ['6063', '2*1250*2500', '800', '佛山', '2027-01-10'],
    ]);
    expect(lines[0]?.line).toMatchObject({ quantity: '0.8', unit: '吨' });
  });

  it.each([
    ['a grade with its temper', { 1: '6063-T5', 2: '' }, { alloy: '6063', temper: 'T5' }],
    ['a grade and temper joined', { 1: '6063T5', 2: '' }, { alloy: '6063', temper: 'T5' }],
    ['a temper in lower case', { 2: 't6' }, { temper: 'T6' }],
    ['sizes with mm', { 3: '2mm', 4: '1250 mm' }, { thickness: '2', width: '1250' }],
    ['a coil', { 5: 'C' }, { length: '' }],
    ['a date serial', { 9: 46419 }, { wantedDate: '2027-02-01' }],
    ['a number as a number', { 3: 2.5, 6: 12 }, { thickness: '2.5', quantity: '12' }],
  ])('reads %s', (_name, cells, fields) => {
    const row: (string | number)[] = good('10', 't');
    for (const [index, value] of Object.entries(cells)) row[Number(index)] = value;
    const { lines, errors } = readAll([HEADER, row]);
    expect(errors).toEqual([]);
    expect(lines[0]?.line).toMatchObject(fields);
  });

  it('refuses a bad row with its sheet row number and the line rules reason', () => {
    const rows: SheetRows = [
      ['询价单'],
      HEADER,
      good('10', 't'),
      ['2', '铝板', '', '2', '1250', '2500', '3', '吨', '佛山', '2027-01-10', ''],
      ['3', '6061', 'T6', '', '1250', '2500', '3', '吨', '佛山', '2027-01-10', ''],
      ['4', '6061', 'T6', '2', '1250', '2500', '二十', '吨', '佛山', '2027-01-10', ''],
      ['5', '6061', 'T6', '2', '1250', '2500', '3', '箱', '佛山', '2027-01-10', ''],
      ['6', '6061', 'T6', '2', '1250', '', '3', '张', '佛山', '2027-01-10', ''],
    ];
    expect(readAll(rows).errors).toEqual([
      { row: 4, reason: '牌号格式不正确，如 6063' },
      { row: 5, reason: '请输入厚度' },
      { row: 6, reason: '数量应为数字，最多 3 位小数' },
      { row: 7, reason: '单位应为吨、kg、支或张' },
      { row: 8, reason: '按支或张询价时请填写长度' },
    ]);
  });

  it('skips blank, note, total and repeated header rows', () => {
    const rows: SheetRows = [
      HEADER,
      good('10', 't'),
      [],
      [null, '', '  '],
      ['注：请于三日内报价'],
      [null, null, null, null, null, null, null, null, null, null, '以上均为含税价'],
      HEADER,
      ['合计', '', '', '', '', '', '10', '', '', '', ''],
      ['', '小计', '', '', '', '', '10'],
    ];
    const read = readAll(rows);
    expect(read.lines.map(({ row }) => row)).toEqual([2]);
    expect(read.errors).toEqual([]);
    expect(read.skipped).toBe(7);
  });

  it('fills the city and date a row leaves empty from the asked values, and says which it asks', () => {
    const rows: SheetRows = [
      ['牌号', '厚度', '宽度', '数量', '交货城市'],
      ['6063', '2', '1250', '1', '广州'],
      ['6063', '2', '1250', '1', ''],
    ];
    const unasked = readAll(rows);
    expect(unasked.errors).toEqual([]);
    expect(unasked.asks).toEqual(['deliveryCity', 'wantedDate']);
    const asked = readAll(rows, { deliveryCity: '佛山', wantedDate: '2027-01-10' });
    expect(asked.lines.map(({ line }) => [line.deliveryCity, line.wantedDate])).toEqual([
      ['广州', '2027-01-10'],
      ['佛山', '2027-01-10'],
    ]);
  });

  it('reads a column as the field it is mapped to, or not at all', () => {
    const rows: SheetRows = [
      ['牌号', '规格', '数量', '材料说明'],
      ['6063', '2*1250*2500', '1', '加急'],
    ];
    const columns = columnsOf(rows[0] ?? []);
    const remark = columns.map((column) =>
      column.index === 3 ? { ...column, field: 'remark' as const } : column,
    );
    expect(readSheetRows(rows, 0, remark, NO_ASK).lines[0]?.line.remark).toBe('加急');
    const noSpec = columns.map((column) =>
      column.index === 1 ? { ...column, field: null } : column,
    );
    expect(readSheetRows(rows, 0, noSpec, NO_ASK).errors).toEqual([
      { row: 2, reason: '请输入厚度' },
    ]);
  });
});

describe('a line of a product form', () => {
  const HEADER = ['品名', '牌号', '规格', '数量', '交货城市', '期望交期'];
  const read = (...rows: string[][]) => readAll([HEADER, ...rows]).lines.map(({ line }) => line);

  it.each([
    ['6061铝棒', '6061', '50*3000', { category: '铝棒', diameter: '50', length: '3000' }],
    ['铝管', '6063', '50×3×6000', { category: '铝管', diameter: '50', wall: '3', length: '6000' }],
    ['板', '5052', '2*1250*2500', { category: '铝板', thickness: '2', width: '1250' }],
    ['', '5052', '2*1250', { category: '铝卷', thickness: '2', width: '1250', length: '' }],
  ])('%s %s %s is read by its form', (name, grade, spec, expected) => {
    expect(read([name, grade, spec, '2', '佛山', '2027-01-10'])[0]).toMatchObject(expected);
  });

  it("reads an old grade as today's", () => {
    expect(read(['铝板', 'LY12', '2*1250*2500', '2', '佛山', '2027-01-10'])[0]?.alloy).toBe('2A12');
  });
});

describe('askedError', () => {
  it.each([
    ['deliveryCity', '', '请输入交货城市'],
    ['deliveryCity', '佛山', ''],
    ['wantedDate', '', '请选择期望交期（YYYY-MM-DD）'],
    ['wantedDate', '2027-01-10', ''],
  ] as const)('%s %s: %s', (field, value, error) => {
    expect(askedError(field, value)).toBe(error);
  });
});
