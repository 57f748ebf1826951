/**
 * A buyer's own inquiry workbook, read as the sheet it is (a grid of cell values, whatever
 * program wrote it): the header row found among the first rows by the names of its columns,
 * each column matched to a line field by its header text and synonyms, then every row below
 * it read as a line, checked with the form's line rules (`lineErrors`), or skipped (blank,
 * note, total, a repeated header) or refused with its sheet row number and the reason.
 * The file's reading (xlsx, xls, csv) is `workbook/readWorkbookFile.ts`; this is pure.
 */
import type { InquiryUnit } from '../contract/inquiry.ts';
import { INQUIRY_UNITS } from '../contract/inquiry.ts';
import { OLD_GRADES } from '../contract/notation.ts';
import type { ProductForm } from '../contract/productForms.ts';
import { PRODUCT_FORMS, guessForm } from '../contract/productForms.ts';
import { Big, toBig } from '../money.ts';
import type { LineField } from './inquiry.ts';
import { LINE_FIELDS, emptyLine, lineErrors } from './inquiry.ts';

/** A cell as a sheet holds it: text, a number, a boolean, a date, or nothing. */
export type SheetCell = string | number | boolean | Date | null | undefined;
/** A sheet's rows from its first (row 1 at index 0), each its cells from column A. */
export type SheetRows = readonly (readonly SheetCell[])[];

/** What a column can be read as: a line field, or 规格 (thickness*width*length in one cell). */
export type ImportField = LineField | 'spec';
export const IMPORT_FIELDS: readonly ImportField[] = [
  'alloy',
  'temper',
  'spec',
  ...LINE_FIELDS.filter((field) => field !== 'alloy' && field !== 'temper'),
];

/** How each field is named to the buyer, in the preview's choices. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  category: '品类',
  alloy: '牌号',
  temper: '状态',
  spec: '规格（厚*宽*长）',
  thickness: '厚度',
  width: '宽度',
  length: '长度',
  diameter: '直径（外径）',
  wall: '壁厚',
  surface: '表面',
  filmThickness: '膜厚',
  quantity: '数量',
  unit: '单位',
  deliveryCity: '交货城市',
  wantedDate: '期望交期',
  remark: '备注',
};

/**
 * The header names of each field, compared once spaces, brackets' contents and the marks
 * around them are taken away (厚度(mm) is 厚度). 序号 and the like are left unread; 品名 is read
 * as the product form where it names one (铝板, 6063铝棒, 板).
 */
const SYNONYMS: Readonly<Record<ImportField, readonly string[]>> = {
  category: ['品类', '类别', '品名', '品种', '产品', '产品名称', '货品名称', '名称'],
  alloy: ['牌号', '合金', '合金牌号', '材质', '型号', '材料', '牌号状态', '合金状态', '材质状态'],
  temper: ['状态', '状态代号', '合金状态代号', '热处理状态', '供应状态', '硬度', '回火状态'],
  spec: ['规格', '规格型号', '尺寸', '规格尺寸', '厚宽长', '厚×宽×长', '厚x宽x长'],
  thickness: ['厚度', '厚', '板厚'],
  width: ['宽度', '宽', '板宽'],
  length: ['长度', '长', '板长'],
  diameter: ['直径', '外径', '直径外径', '棒径', '管径'],
  wall: ['壁厚', '壁厚度'],
  surface: ['表面', '表面处理', '表面要求', '表面工艺'],
  filmThickness: ['膜厚', '膜厚度', '氧化膜厚'],
  quantity: ['数量', '重量', '吨位', '吨数', '需求量', '需求数量', '采购量', '采购数量', '订货量'],
  unit: ['单位', '计量单位', '数量单位'],
  deliveryCity: ['交货城市', '交货地', '交货地点', '收货城市', '收货地', '收货地点', '到货地'],
  wantedDate: ['期望交期', '交期', '交货期', '交货日期', '要求交期', '到货日期', '需求日期'],
  remark: ['备注', '说明', '备注说明', '其他要求', '特殊要求'],
};

/** Rows looked at for the header. */
export const HEADER_SEARCH_ROWS = 10;
/** Rows read below the header at most; a longer sheet is refused (our limit and text). */
export const MAX_SHEET_ROWS = 1000;
export const TOO_MANY_ROWS = `表格超过 ${MAX_SHEET_ROWS} 行，请分成几个文件导入`;
export const NO_HEADER = '未找到表头：请确认前 10 行中有一行列名，如 牌号、厚度（或 规格）、数量';

/** The fields the preview asks once for every line that leaves them empty. */
export const ASKED_FIELDS = ['deliveryCity', 'wantedDate'] as const;
export type AskedField = (typeof ASKED_FIELDS)[number];
export type AskedValues = Readonly<Record<AskedField, string>>;

const FULL_WIDTH = /[\uff01-\uff5e]/g;
/** Full-width letters, digits and signs as their ASCII twins, the ideographic space a space. */
const halfWidth = (text: string): string =>
  text
    .replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');

const pad = (value: number): string => String(value).padStart(2, '0');

/** Day 0 of Excel's date serials (1899-12-30, counting its phantom 1900-02-29), in ms. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serials read as dates in a date column: 1954-10-10 to 2119-01-14. */
const SERIAL_RANGE = [20_000, 80_000] as const;

const isoDate = (date: Date): string =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A number as plain decimal text, without the float noise a sheet may keep (2.0000000001). */
const numberText = (value: number): string =>
  Number.isInteger(value) ? String(value) : new Big(value.toPrecision(12)).toFixed();

/** A cell as trimmed text (dates as YYYY-MM-DD, the calendar day the sheet shows). */
export const cellText = (cell: SheetCell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : isoDate(cell);
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return halfWidth(cell).replace(/\s+/g, ' ').trim();
};

/** A header's name as compared with the synonyms, and the unit in its brackets if any. */
const headerKey = (text: string): { name: string; unit: string } => {
  const plain = cellText(text).toLowerCase();
  const unit = /[(（[【]([^)）\]】]*)[)）\]】]/.exec(plain)?.[1]?.trim() ?? '';
  const name = plain
    .replace(/[(（[【][^)）\]】]*[)）\]】]/g, '')
    .replace(/[\s:：*/\\_\-.。]/g, '')
    .replace(/mm$/, '');
  return { name, unit };
};

const FIELD_OF_NAME: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) => SYNONYMS[field].map((name) => [name.toLowerCase(), field])),
);

/** The field a header names, or null (序号, 品名, an empty header…). */
export const fieldOfHeader = (header: SheetCell): ImportField | null => {
  const { name } = headerKey(cellText(header));
  if (name === '') return null;
  return FIELD_OF_NAME.get(name) ?? null;
};

/** A column of the sheet as the preview shows it: its letter's index, header and field. */
export interface SheetColumn {
  index: number;
  header: string;
  field: ImportField | null;
}

/** Each column of the header row matched to a field by its name; a field taken once. */
export const columnsOf = (header: readonly SheetCell[]): SheetColumn[] => {
  const taken = new Set<ImportField>();
  return header.map((cell, index) => {
    const found = fieldOfHeader(cell);
    const field = found && !taken.has(found) ? found : null;
    if (field) taken.add(field);
    return { index, header: cellText(cell), field };
  });
};

const PRODUCT_FIELDS: readonly ImportField[] = ['alloy', 'spec', 'thickness'];

/**
 * The header row's index: of the first rows, the one naming the most fields, at least two of
 * them and among them the grade, 规格 or 厚度. Null when none does.
 */
export const findHeaderRow = (rows: SheetRows): number | null => {
  let best: number | null = null;
  let bestScore = 1;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
    const fields = new Set(row.map(fieldOfHeader).filter((field) => field !== null));
    if (fields.size <= bestScore || !PRODUCT_FIELDS.some((field) => fields.has(field))) return;
    best = index;
    bestScore = fields.size;
  });
  return best;
};

/** The units a quantity or unit cell may name, as the form's. */
const UNIT_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^(吨|t|噸|tons?)$/i, '吨'],
  [/^(kg|公斤|千克|kgs)$/i, 'kg'],
  [/^(张|片|块)$/, '张'],
  [/^(支|根|条)$/, '支'],
];
const unitOf = (text: string): string | null =>
  UNIT_WORDS.find(([pattern]) => pattern.test(text.trim()))?.[1] ?? null;

/** A size: a number, maybe with 厚/宽/长 before it or mm after it ('2mm', '厚2', '2.0毫米'). */
const sizeText = (text: string): string => {
  const plain = text.replace(/^(厚|宽|长|[tlwTLW])\s*/, '').replace(/\s*(mm|毫米|MM)$/, '');
  return /^\d+(\.\d+)?$/.test(plain) ? plain : text;
};

/** A coil's length as sheets write it: C, 卷, coil. */
const COIL = /^(c|卷|coil|卷材)$/i;

const GRADE_AND_TEMPER = /^([0-9][0-9A-Z]{2,5}?)(?:[-\s/]+|(?=[THOF]\d*$))([THOF][0-9A-Z]{0,4})$/;
const SPEC_SIGNS = /\s*[*×xX✕✖]\s*/;

/** 规格 such as '2.0*1250*2500', '2×1250×C' or '6061-T6 2*1220*2440': its parts, or null. */
export const readSpec = (
  text: string,
): Partial<Record<'alloy' | 'temper' | 'thickness' | 'width' | 'length', string>> | null => {
  const plain = cellText(text);
  const grade = /^([0-9][0-9A-Za-z-]{2,9})\s+(.+)$/.exec(plain);
  const sizes = (grade ? grade[2] : plain) ?? '';
  const parts = sizes.split(SPEC_SIGNS).map((part) => sizeText(part.trim()));
  if (parts.length < 2 || parts.length > 3) return null;
  const [thickness = '', width = '', length = ''] = parts;
  if (![thickness, width].every((part) => /^\d+(\.\d+)?$/.test(part))) return null;
  if (length !== '' && !COIL.test(length) && !/^\d+(\.\d+)?$/.test(length)) return null;
  const graded = grade?.[1] ? splitGrade(grade[1]) : {};
  return { ...graded, thickness, width, length: COIL.test(length) ? '' : length };
};

/** '6063-T5', '6063T5' or '6063 T5' as grade and temper; a bare grade as it is. */
const splitGrade = (text: string): { alloy: string; temper?: string } => {
  const upper = cellText(text).toUpperCase();
  const match = GRADE_AND_TEMPER.exec(upper);
  return match?.[1] && match[2] ? { alloy: match[1], temper: match[2] } : { alloy: upper };
};

/** An Excel date serial (days since 1899-12-30) as YYYY-MM-DD. */
export const serialDate = (serial: number): string =>
  isoDate(new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS));

/** A date as YYYY-MM-DD: a date cell, an Excel serial, 2026/5/20, 2026.5.20, 2026年5月20日. */
export const readDate = (cell: SheetCell): string => {
  const text = cellText(cell);
  const serial = typeof cell === 'number' || /^\d{5}(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (serial >= SERIAL_RANGE[0] && serial <= SERIAL_RANGE[1]) return serialDate(serial);
  const parts = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:\s.*)?$/.exec(text);
  if (parts) return `${parts[1]}-${pad(Number(parts[2]))}-${pad(Number(parts[3]))}`;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : text;
};

/** A remark without the markup it may hold (tags, scripts and styles taken out). */
export const plainRemark = (cell: SheetCell): string =>
  cellText(cell)
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A quantity with its unit: '500kg' is 0.5 吨 (as is 500 with the unit kg), '2t' and '2吨' are 2
 * 吨, '10张' 10 张; thousands separators go. The unit in the cell first, then the unit column's,
 * then the header's ('重量(kg)'), else 吨.
 */
const readQuantity = (
  cell: SheetCell,
  unitCell: string,
  headerUnit: string,
): { quantity: string; unit: string } => {
  const text = cellText(cell).replace(/,/g, '');
  const match = /^(\d+(?:\.\d+)?)\s*([^\d\s.]*)$/.exec(text);
  const number = match?.[1] ?? text;
  const written = match?.[2] ?? '';
  const unit =
    (written && (unitOf(written) ?? written)) ||
    (unitCell && (unitOf(unitCell) ?? unitCell)) ||
    unitOf(headerUnit) ||
    '吨';
  if (unit !== 'kg') return { quantity: number, unit };
  const tonnes = toBig(number);
  return tonnes
    ? { quantity: tonnes.div(1000).round(3, Big.roundHalfUp).toFixed(), unit: '吨' }
    : { quantity: number, unit };
};

/** A good row's line: the form's fields as text, its unit one of the form's. */
export type SheetLine = Omit<Record<LineField, string>, 'unit' | 'category'> & {
  unit: InquiryUnit;
  category?: ProductForm;
};

/** The short names a 品名 cell may give a form by (板 is 铝板); the forms' own names first. */
const FORM_WORDS: readonly (readonly [RegExp, ProductForm])[] = [
  ...PRODUCT_FORMS.map((form) => [new RegExp(form), form] as const),
  [/箔/, '铝箔'],
  [/锭/, '铝锭'],
  [/管/, '铝管'],
  [/棒/, '铝棒'],
  [/卷/, '铝卷'],
  [/型/, '型材'],
  [/板/, '铝板'],
];

/**
 * A 规格 read as a bar's or a tube's where the row names that form: 50*3000 of a 铝棒 is
 * Φ50 × 3000, 50*3*6000 of a 铝管 is Φ50, wall 3, 6000 long; other forms keep 厚*宽*长.
 */
const roundSpec = (
  read: NonNullable<ReturnType<typeof readSpec>>,
  form: ProductForm | undefined,
): Partial<Record<LineField, string>> => {
  const { thickness = '', width = '', length = '', ...grade } = read;
  if (form === '铝棒') return { ...grade, diameter: thickness, length: width };
  if (form === '铝管') return { ...grade, diameter: thickness, wall: width, length };
  return read;
};

/** The product form a 品类 or 品名 cell names, or undefined. */
const formOf = (text: string): ProductForm | undefined =>
  FORM_WORDS.find(([pattern]) => pattern.test(text))?.[1];

/** What the sheet gives under a mapping. */
export interface SheetRead {
  /** The good rows as lines (sheet row numbers from 1), in the sheet's order. */
  lines: { row: number; line: SheetLine }[];
  /** The refused rows with their reasons. */
  errors: { row: number; reason: string }[];
  /** Rows skipped as blank, notes, totals or a repeated header. */
  skipped: number;
  /** The asked fields some good line takes from the preview (its cell or column is empty). */
  asks: AskedField[];
}

const TOTAL = /^(合计|小计|总计|共计|总重|合 计|小 计)/;
const NOTE = /^(注|备注|说明|提示|※|\*|制表|审核|联系人|联系电话|电话|地址|日期|报价|询价)/;

/** Whether a row (other than the header) holds no line: blank, a note, a total, a header again. */
const skippable = (texts: readonly string[], columns: readonly SheetColumn[]): boolean => {
  const filled = texts.flatMap((text, index) => (text === '' ? [] : [{ text, index }]));
  if (filled.length === 0) return true;
  if (filled.some(({ text }) => TOTAL.test(text))) return true;
  const [only] = filled;
  if (filled.length === 1 && only) {
    const field = columns[only.index]?.field ?? null;
    if (field === null || field === 'remark' || NOTE.test(only.text)) return true;
  }
  const named = filled.filter(
    ({ text, index }) =>
      columns[index]?.field !== null && fieldOfHeader(text) === columns[index]?.field,
  );
  return named.length >= 2;
};

const DIMENSIONS = ['thickness', 'width', 'length'] as const;

/**
 * Every row below the header read as a line under `columns`' fields; the asked values fill the
 * delivery city and date a row leaves empty. A row is refused with the first problem of the
 * line rules; the asked fields' own problems are the preview's, not the rows'.
 */
export const readSheetRows = (
  rows: SheetRows,
  headerIndex: number,
  columns: readonly SheetColumn[],
  asked: AskedValues,
): SheetRead => {
  const result: SheetRead = { lines: [], errors: [], skipped: 0, asks: [] };
  const asks = new Set<AskedField>();
  const at = (field: ImportField): number[] =>
    columns.filter((column) => column.field === field).map(({ index }) => index);
  const fieldColumns = new Map(IMPORT_FIELDS.map((field) => [field, at(field)]));
  const quantityHeader = headerKey(columns[fieldColumns.get('quantity')?.[0] ?? -1]?.header ?? '');
  for (let index = headerIndex + 1; index < rows.length; index += 1) {
    const row = rows[index] ?? [];
    const texts = columns.map(({ index: column }) => cellText(row[column]));
    if (skippable(texts, columns)) {
      result.skipped += 1;
      continue;
    }
    const cellOf = (field: ImportField): SheetCell => {
      const column = (fieldColumns.get(field) ?? []).find((one) => texts[one] !== '');
      return column === undefined ? null : (row[column] ?? null);
    };
    const textOf = (field: ImportField): string => cellText(cellOf(field));
    const sheetRow = index + 1;

    const line = Object.fromEntries(LINE_FIELDS.map((field) => [field, ''])) as Record<
      LineField,
      string
    >;
    const spec = textOf('spec');
    if (spec !== '') {
      const read = readSpec(spec);
      if (!read) {
        result.errors.push({ row: sheetRow, reason: `规格无法识别：${spec}，应如 2.0*1250*2500` });
        continue;
      }
      Object.assign(line, roundSpec(read, formOf(textOf('category'))));
    }
    const grade = textOf('alloy');
    if (grade !== '') Object.assign(line, splitGrade(grade));
    line.alloy = OLD_GRADES[line.alloy] ?? line.alloy;
    const temper = textOf('temper');
    if (temper !== '') line.temper = temper.toUpperCase();
    for (const field of [...DIMENSIONS, 'diameter', 'wall'] as const) {
      const text = textOf(field);
      if (text !== '') line[field] = field === 'length' && COIL.test(text) ? '' : sizeText(text);
    }
    line.surface = textOf('surface');
    line.filmThickness = sizeText(textOf('filmThickness').replace(/\s*(μm|um|微米)$/i, ''));
    Object.assign(line, readQuantity(cellOf('quantity'), textOf('unit'), quantityHeader.unit));
    line.remark = plainRemark(cellOf('remark'));
    line.deliveryCity = textOf('deliveryCity');
    line.wantedDate = readDate(cellOf('wantedDate'));

    line.category = formOf(textOf('category')) ?? guessForm(line) ?? '';

    const uses = ASKED_FIELDS.filter((field) => line[field] === '');
    for (const field of uses) line[field] = asked[field].trim();
    const errors = lineErrors({ ...line, key: '' });
    const problem = LINE_FIELDS.find(
      (field) => errors[field] && !(uses as readonly string[]).includes(field),
    );
    const unit = INQUIRY_UNITS.find((one) => one === line.unit);
    if (problem || !unit) {
      result.errors.push({ row: sheetRow, reason: errors[problem ?? 'unit'] ?? '' });
      continue;
    }
    for (const field of uses) asks.add(field);
    const { category, ...rest } = line;
    const form = PRODUCT_FORMS.find((one) => one === category);
    result.lines.push({
      row: sheetRow,
      line: form ? { ...rest, unit, category: form } : { ...rest, unit },
    });
  }
  result.asks = ASKED_FIELDS.filter((field) => asks.has(field));
  return result;
};

/** The problem of an asked value, by the line rules ('' once it is good). */
export const askedError = (field: AskedField, value: string): string =>
  lineErrors({ ...emptyLine(''), [field]: value })[field] ?? '';
