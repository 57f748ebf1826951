/**
 * The inquiry's spreadsheet: the .xlsx template (exportTemplate), written with exceljs. An
 * uploaded workbook (importData) is read by the domain's `importWorkbook`, as the form reads it.
 */
import ExcelJS from 'exceljs';
import type { InquiryLineInput } from '@mall/domain/contract/inquiry';
import { INQUIRY_LIMITS, INQUIRY_UNITS } from '@mall/domain/contract/inquiry';
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

/** The name a file is read under: its own, else one the Content-Type gives (a CSV has no signature). */
export const uploadName = (fileName: string | undefined, contentType: string | undefined): string =>
  fileName?.trim() || (contentType?.startsWith('text/csv') ? 'upload.csv' : 'upload');
