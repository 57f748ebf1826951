/**
 * The reading of a buyer's workbook file into the rows of its sheet (`SheetRows`), for the
 * inquiry import's pure rule (`rules/inquiryWorkbook.ts`): .xlsx and .xls (SheetJS, loaded with
 * this module, which the form loads only when a file is picked) and .csv in UTF-8 (with or
 * without BOM) or GBK. Dates come as YYYY-MM-DD, a merged cell's value fills the rows it spans.
 */
import type { CellObject, WorkBook, WorkSheet } from '@e965/xlsx';
import { read } from '@e965/xlsx';
import type { SheetCell, SheetRows } from '../rules/inquiryWorkbook.ts';
import {
  HEADER_SEARCH_ROWS,
  MAX_SHEET_ROWS,
  TOO_MANY_ROWS,
  findHeaderRow,
  serialDate,
} from '../rules/inquiryWorkbook.ts';

/** Said for a file that is not .xlsx, .xls or .csv (our texts; the spec gives none). */
export const WRONG_FILE_TYPE = '仅支持 .xlsx、.xls 或 .csv 格式的表格文件';
export const UNREADABLE_FILE = '无法读取该文件，请确认它是未加密的 .xlsx、.xls 或 .csv 表格';
export const EMPTY_FILE = '文件中没有内容';

const KINDS = ['xlsx', 'xls', 'csv'] as const;
type Kind = (typeof KINDS)[number];

/** A workbook's first bytes: a zip (.xlsx) or a compound file (.xls). */
const SIGNATURES: readonly (readonly [Kind, readonly number[]])[] = [
  ['xlsx', [0x50, 0x4b, 0x03, 0x04]],
  ['xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];

/** The kind a file's name says, else (a name without extension) the one its bytes show. */
const kindOf = (name: string, bytes: Uint8Array): Kind | null => {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'xlsm') return 'xlsx';
  if (extension !== undefined) return KINDS.find((kind) => kind === extension) ?? null;
  const signed = SIGNATURES.find(([, signature]) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return signed?.[0] ?? null;
};

/** A CSV's text: UTF-8 when its bytes are (a BOM dropped), else GBK, as Chinese Excel saves. */
export const decodeCsv = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
};

/** Whether a number format shows a date (y, m, d outside quoted text and [colour] marks). */
const isDateFormat = (format: string): boolean =>
  /[yd]|(^|[^h:])m/i.test(format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

const valueOf = (cell: CellObject | undefined, date1904: boolean): SheetCell => {
  if (!cell || cell.t === 'e' || cell.t === 'z') return null;
  if (cell.t === 'n' && typeof cell.v === 'number' && cell.z && isDateFormat(String(cell.z))) {
    return serialDate(cell.v + (date1904 ? 1462 : 0));
  }
  return cell.v ?? null;
};

const rowsOf = (sheet: WorkSheet, date1904: boolean): SheetCell[][] => {
  const data: (CellObject[] | undefined)[] = sheet['!data'] ?? [];
  const rows = Array.from(data, (row) => Array.from(row ?? [], (cell) => valueOf(cell, date1904)));
  for (const { s, e } of sheet['!merges'] ?? []) {
    const value = rows[s.r]?.[s.c] ?? null;
    for (let row = s.r + 1; row <= e.r; row += 1) (rows[row] ??= [])[s.c] = value;
  }
  while (rows.length > 0 && (rows.at(-1) ?? []).every((cell) => cell === null || cell === ''))
    rows.pop();
  return rows;
};

/** The rows of the book's first sheet with a header, else of its first sheet. */
const sheetRows = (book: WorkBook): SheetRows | string => {
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const sheets = book.SheetNames.flatMap((name) => {
    const sheet = book.Sheets[name];
    return sheet ? [rowsOf(sheet, date1904)] : [];
  });
  const rows = sheets.find((one) => findHeaderRow(one) !== null) ?? sheets[0];
  if (!rows || rows.length === 0) return EMPTY_FILE;
  if (rows.length > MAX_SHEET_ROWS + HEADER_SEARCH_ROWS) return TOO_MANY_ROWS;
  return rows;
};

/** The rows of a workbook file, or what is wrong with it (in Chinese). */
export const readWorkbookFile = (name: string, bytes: Uint8Array): SheetRows | string => {
  const kind = kindOf(name, bytes);
  if (!kind) return WRONG_FILE_TYPE;
  if (bytes.length === 0) return EMPTY_FILE;
  try {
    const book =
      kind === 'csv'
        ? read(decodeCsv(bytes), { type: 'string', raw: true, dense: true })
        : read(bytes, { type: 'array', dense: true, cellNF: true });
    return sheetRows(book);
  } catch {
    return UNREADABLE_FILE;
  }
};
