/**
 * The inquiry's spreadsheet: the .xlsx template (exportTemplate) and the reading of an uploaded
 * one (importData), with exceljs. Each row is checked with the form's line schema; a bad row is
 * named by its row number and the first reason, and the good rows are kept.
 */
import ExcelJS from 'exceljs';
import type { ImportResult, InquiryLineInput } from '@mall/domain/contract/inquiry';
import {
  INQUIRY_LIMITS,
  INQUIRY_UNITS,
  PIECES_NEED_LENGTH,
  checkedLineInput,
  lineTonnes,
} from '@mall/domain/contract/inquiry';
import { chinaDate } from '../prices.ts';

/** The template's columns: header and the line field each fills. */
export const TEMPLATE_COLUMNS = [
  ['品类', 'category'],
  ['牌号', 'alloy'],
  ['状态', 'temper'],
  ['厚度(mm)', 'thickness'],
  ['宽度(mm)', 'width'],
  ['长度(mm)', 'length'],
  ['直径(mm)', 'diameter'],
  ['壁厚(mm)', 'wall'],
  ['表面', 'surface'],
  ['膜厚(μm)', 'filmThickness'],
  ['数量', 'quantity'],
  ['单位', 'unit'],
  ['交货城市', 'deliveryCity'],
  ['期望交期', 'wantedDate'],
  ['备注', 'remark'],
] as const satisfies readonly (readonly [string, keyof InquiryLineInput])[];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEMPLATE_NAME = '询价单导入模板.xlsx';

/** Days after today the example row wants its goods: a date the form takes whenever it is read. */
const EXAMPLE_LEAD_DAYS = 30;
const DAY_MS = 86_400_000;

const EXAMPLE: Readonly<Record<(typeof TEMPLATE_COLUMNS)[number][1], string>> = {
  category: '铝板',
  alloy: '6063',
  temper: 'T5',
  thickness: '2.0',
  width: '1250',
  length: '2500',
  diameter: '',
  wall: '',
  surface: '氧化',
  filmThickness: '10',
  quantity: '10',
  unit: '吨',
  deliveryCity: '佛山',
  wantedDate: '',
  remark: '示例行，导入前请删除',
};

/** The column the unit is picked in (1-based, as the sheet counts). */
const UNIT_COLUMN = TEMPLATE_COLUMNS.findIndex(([, key]) => key === 'unit') + 1;

/**
 * The template: a header row, an example row (wanted a month after `now`, so that it is never a
 * date already past), and the units as a list to pick from.
 */
export const templateWorkbook = async (now: Date): Promise<Uint8Array<ArrayBuffer>> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('询价明细');
  sheet.columns = TEMPLATE_COLUMNS.map(([header, key]) => ({ header, key, width: 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    ...EXAMPLE,
    wantedDate: chinaDate(new Date(now.getTime() + EXAMPLE_LEAD_DAYS * DAY_MS)),
  });
  for (let row = 2; row <= INQUIRY_LIMITS.lines + 1; row += 1) {
    sheet.getCell(row, UNIT_COLUMN).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${INQUIRY_UNITS.join(',')}"`],
    };
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** A cell's value as the form's text. */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map(({ text }) => text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result ?? null);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
};

export const NOT_A_WORKBOOK = '无法读取该文件，请上传 .xlsx 格式的询价模板';

/** The lines of an uploaded workbook's first sheet, and every bad row with its reason. */
export const readWorkbook = async (bytes: ArrayBuffer): Promise<ImportResult | string> => {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes);
  } catch {
    return NOT_A_WORKBOOK;
  }
  const sheet = book.worksheets[0];
  if (!sheet) return NOT_A_WORKBOOK;
  const result: ImportResult = { lines: [], errors: [] };
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const fields = Object.fromEntries(
      TEMPLATE_COLUMNS.map(([, key], index) => [key, cellText(row.getCell(index + 1).value)]),
    );
    if (Object.values(fields).every((text) => text === '')) return;
    const parsed = checkedLineInput.safeParse(fields);
    if (!parsed.success) {
      result.errors.push({
        row: rowNumber,
        reason: parsed.error.issues[0]?.message ?? '内容不正确',
      });
      return;
    }
    if (lineTonnes(parsed.data) === null) {
      result.errors.push({ row: rowNumber, reason: PIECES_NEED_LENGTH });
      return;
    }
    result.lines.push(parsed.data);
  });
  return result;
};
