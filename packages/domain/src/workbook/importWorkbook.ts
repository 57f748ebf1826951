/**
 * A buyer's workbook read in one go, as the sandbox's importData answers it: the same reading as
 * the form's preview (`readWorkbookFile`, then the header found and the columns matched by their
 * names in `rules/inquiryWorkbook.ts`), with the columns as matched and the delivery city and date
 * a line lacks given once for all its lines (the preview's asked values). So a workbook imports
 * the same whichever side reads it; only the preview lets the buyer change a column's field.
 */
import type { ImportResult } from '../contract/inquiry.ts';
import { checkedLineInput } from '../contract/inquiry.ts';
import type { AskedValues } from '../rules/inquiryWorkbook.ts';
import { NO_HEADER, columnsOf, findHeaderRow, readSheetRows } from '../rules/inquiryWorkbook.ts';
import { readWorkbookFile } from './readWorkbookFile.ts';

/** The good rows as lines and each bad row with its sheet row number, or what is wrong with the file. */
export const importWorkbook = (
  name: string,
  bytes: Uint8Array,
  asked: AskedValues,
): ImportResult | string => {
  const rows = readWorkbookFile(name, bytes);
  if (typeof rows === 'string') return rows;
  const header = findHeaderRow(rows);
  if (header === null) return NO_HEADER;
  const read = readSheetRows(rows, header, columnsOf(rows[header] ?? []), asked);
  const result: ImportResult = { lines: [], errors: [...read.errors] };
  for (const { row, line } of read.lines) {
    // A line whose city or date the sheet and the asked values both leave empty: what the
    // preview would have asked for, named on its row.
    const checked = checkedLineInput.safeParse(line);
    if (checked.success) result.lines.push(checked.data);
    else result.errors.push({ row, reason: checked.error.issues[0]?.message ?? '内容不正确' });
  }
  result.errors.sort((a, b) => a.row - b.row);
  return result;
};
