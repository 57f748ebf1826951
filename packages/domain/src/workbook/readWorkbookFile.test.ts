import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columnsOf, findHeaderRow, readSheetRows } from '../rules/inquiryWorkbook.ts';
import { decodeCsv, readWorkbookFile } from './readWorkbookFile.ts';

/** A committed fixture (scripts/workbook-fixtures.mjs writes them), as the file picker gives it. */
const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

const ASKED = { deliveryCity: '上海', wantedDate: '2027-03-31' };

/** A fixture read as the import's preview reads it, with the columns its header names. */
const imported = (name: string) => {
  const rows = readWorkbookFile(name, fixture(name));
  if (typeof rows === 'string') throw new Error(rows);
  const header = findHeaderRow(rows);
  if (header === null) throw new Error('no header');
  const read = readSheetRows(rows, header, columnsOf(rows[header] ?? []), ASKED);
  return {
    header: header + 1,
    lines: read.lines.map(
      ({ row, line }) =>
        `${row}: ${line.alloy}-${line.temper} ${line.thickness}*${line.width}*${line.length} ${line.quantity}${line.unit} ${line.deliveryCity} ${line.wantedDate}${line.remark ? ` ${line.remark}` : ''}`,
    ),
    errors: read.errors,
    asks: read.asks,
  };
};

describe('buyers workbooks, each from another program than the mall', () => {
  it('exceljs: a merged title, 序号, text numbers, t and kg, markup, a note and a total', () => {
    expect(imported('exceljs-customer.xlsx')).toEqual({
      header: 2,
      lines: [
        '3: 6063-T5 2.0*1250*2500 10吨 上海 2027-03-31',
        '4: 5052-H32 1.5*1220*2440 0.5吨 上海 2027-03-31 加急',
        '8: 3003-H24 0.8*1000* 5吨 上海 2027-03-31 卷材',
        '10: 6082-T6 12*1500*3000 1.5吨 上海 2027-03-31',
      ],
      errors: [
        { row: 5, reason: '牌号格式不正确，如 6063' },
        { row: 6, reason: '请输入厚度' },
        { row: 9, reason: '数量应为数字，最多 3 位小数' },
      ],
      asks: ['deliveryCity', 'wantedDate'],
    });
  });

  it('exceljs: the header on row 4, one 规格 column, 重量(kg), dates of every kind, a merged city', () => {
    expect(imported('exceljs-spec.xlsx')).toEqual({
      header: 4,
      lines: [
        '5: 6063-T5 2.0*1250*2500 2吨 佛山 2027-01-15',
        '6: 5083-H111 1.5*1220*2440 1.5吨 佛山 2027-02-01',
        '7: 3003-H24 3*1500* 0.8吨 佛山 2027-01-31 卷',
        '8: 6061-T6 2*1220* 1吨 广州 2027-03-01',
      ],
      errors: [{ row: 9, reason: '规格无法识别：十二厚，应如 2.0*1250*2500' }],
      asks: [],
    });
  });

  it.each(['calc-plain.xlsx', 'calc-plain.xls'])(
    'LibreOffice Calc (%s): other names in another order, numbers as numbers, a 小计',
    (name) => {
      expect(imported(name)).toEqual({
        header: 1,
        lines: [
          '2: 5754-H22 2*1250*2500 6吨 无锡 2027-01-20 覆膜',
          '3: 1100-H14 0.5*1000*2000 1.25吨 无锡 2027-01-20',
          '5: 2024-T3 4*1200*2400 0.8吨 上海 2027-02-10',
        ],
        errors: [{ row: 4, reason: '数量应为数字，最多 3 位小数' }],
        asks: ['deliveryCity'],
      });
    },
  );

  it('LibreOffice Calc (.xls): a merged title, 规格型号, units in the cells', () => {
    expect(imported('calc-titled.xls')).toEqual({
      header: 2,
      lines: [
        '3: 6063-T5 1.4*1220*2440 2吨 佛山 2027-03-31',
        '4: 6061-T6 10*1500*3000 30张 佛山 2027-03-31',
        '5: 5052-H32 3*1250*2500 0.8吨 佛山 2027-03-31',
      ],
      errors: [{ row: 6, reason: '单位应为吨、kg、支或张' }],
      asks: ['wantedDate'],
    });
  });

  const CSV_LINES = [
    '6063-T5 2.0*1250*2500 2吨 佛山 2027-01-10',
    '5052-H32 1.5*1220*2440 0.5吨 佛山 2027-01-10 含税, 含运费',
    '6061-T6 3*1500*3000 10张 佛山 2027-01-10',
  ];

  it('a CSV saved in GBK (iconv), as Chinese Excel saves CSV', () => {
    expect(imported('gbk.csv')).toEqual({
      header: 1,
      lines: CSV_LINES.map((line, index) => `${index + 2}: ${line}`),
      errors: [{ row: 6, reason: '规格无法识别：abc，应如 2.0*1250*2500' }],
      asks: [],
    });
  });

  it('a CSV in UTF-8 with a BOM, a title line first', () => {
    expect(imported('utf8-bom.csv')).toEqual({
      header: 2,
      lines: CSV_LINES.map((line, index) => `${index + 3}: ${line}`),
      errors: [{ row: 7, reason: '规格无法识别：abc，应如 2.0*1250*2500' }],
      asks: [],
    });
  });

  it('LibreOffice Calc: 500 rows under a merged title, with a city and a text date, all read', () => {
    const { header, lines, errors } = imported('calc-500.xlsx');
    expect([header, lines.length, errors]).toEqual([2, 500, []]);
    expect(lines.at(-1)).toBe('502: 6063-T5 2.0*1250*2500 500吨 佛山 2027-05-01');
  });
});

describe('readWorkbookFile', () => {
  it.each([
    [
      '询价.pdf',
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
      '仅支持 .xlsx、.xls 或 .csv 格式的表格文件',
    ],
    ['询价', fixture('gbk.csv'), '仅支持 .xlsx、.xls 或 .csv 格式的表格文件'],
    ['询价.xlsx', new Uint8Array(0), '文件中没有内容'],
    [
      '询价.xlsx',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      '无法读取该文件，请确认它是未加密的 .xlsx、.xls 或 .csv 表格',
    ],
  ])('%s is refused', (name, bytes, message) => {
    expect(readWorkbookFile(name, bytes)).toBe(message);
  });

  it('reads a workbook whose name has no extension by its first bytes', () => {
    const rows = readWorkbookFile('b07f8b86', fixture('calc-plain.xls'));
    expect(Array.isArray(rows) && rows[0]?.[0]).toBe('材质');
    const zipped = readWorkbookFile('b07f8b86', fixture('exceljs-spec.xlsx'));
    expect(Array.isArray(zipped) && zipped[3]?.[0]).toBe('合金');
  });

  it('refuses a sheet of more than 1000 rows', () => {
    const csv = ['牌号,厚度,宽度,数量', ...Array.from({ length: 1011 }, () => '6063,2,1250,1')];
    expect(readWorkbookFile('大表.csv', new TextEncoder().encode(csv.join('\n')))).toBe(
      '表格超过 1000 行，请分成几个文件导入',
    );
  });

  it('decodes UTF-8 strictly, else GBK', () => {
    expect(decodeCsv(new TextEncoder().encode('牌号,厚度'))).toBe('牌号,厚度');
    expect(decodeCsv(fixture('gbk.csv')).split('\r\n')[0]).toBe(
      '牌号,状态,规格,数量,单位,交货城市,期望交期,备注',
    );
  });
});
