import { makeAutoObservable, observableRef } from 'mobx';
import type {
  AskedField,
  AskedValues,
  ImportField,
  SheetColumn,
  SheetRead,
  SheetRows,
} from '../../rules/inquiryWorkbook.ts';
import {
  ASKED_FIELDS,
  NO_HEADER,
  askedError,
  columnsOf,
  findHeaderRow,
  readSheetRows,
} from '../../rules/inquiryWorkbook.ts';

/** Where the preview of a picked workbook stands. */
export type WorkbookImportStatus = 'reading' | 'ready' | 'failed';

/**
 * The preview of one picked workbook before its lines are added: the file read, how each
 * column is understood (the buyer may change it), the good and the bad rows, and the delivery
 * city and date asked once for every line that leaves them empty. Made afresh for each file.
 */
export class WorkbookImport {
  status: WorkbookImportStatus = 'reading';
  /** What is wrong with the file (wrong type, unreadable, no header, too long). */
  failure = '';
  rows: SheetRows = [];
  /** The header row's index in `rows`. */
  headerIndex = 0;
  columns: SheetColumn[] = [];
  asked: Record<AskedField, string>;
  /** The asked fields whose problem shows: once the buyer tried to import. */
  showAskedErrors = false;

  constructor(
    readonly fileName: string,
    asked: AskedValues,
  ) {
    this.asked = { ...asked };
    makeAutoObservable<this>(this, { rows: observableRef, fileName: false }, { autoBind: true });
  }

  /** The file's rows are read: the header found and the columns matched, or the failure. */
  load(rows: SheetRows | string): void {
    if (typeof rows === 'string') {
      this.fail(rows);
      return;
    }
    const header = findHeaderRow(rows);
    if (header === null) {
      this.fail(NO_HEADER);
      return;
    }
    this.rows = rows;
    this.headerIndex = header;
    this.columns = columnsOf(rows[header] ?? []);
    this.status = 'ready';
  }

  fail(message: string): void {
    this.failure = message;
    this.status = 'failed';
  }

  /** The sheet's header row number (from 1). */
  get headerRow(): number {
    return this.headerIndex + 1;
  }

  /** The rows under the current columns and asked values. */
  get read(): SheetRead {
    return readSheetRows(this.rows, this.headerIndex, this.columns, this.asked);
  }

  /** Column `index` read as `field` (null: not read); the column that had that field loses it. */
  setField(index: number, field: ImportField | null): void {
    this.columns = this.columns.map((column) => {
      if (column.index === index) return { ...column, field };
      return field !== null && column.field === field ? { ...column, field: null } : column;
    });
  }

  setAsked(field: AskedField, value: string): void {
    this.asked[field] = value;
  }

  /** The problem of each asked value some line takes, once it should show. */
  get askedErrors(): Partial<Record<AskedField, string>> {
    const { asks } = this.read;
    const errors: Partial<Record<AskedField, string>> = {};
    for (const field of ASKED_FIELDS) {
      const error = asks.includes(field) ? askedError(field, this.asked[field]) : '';
      if (error && this.showAskedErrors) errors[field] = error;
    }
    return errors;
  }

  /** The good rows' lines, once every asked value they take is good; null while one is not. */
  confirm(): SheetRead['lines'] | null {
    this.showAskedErrors = true;
    const { lines, asks } = this.read;
    if (asks.some((field) => askedError(field, this.asked[field]) !== '')) return null;
    return lines;
  }
}
