import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');

/** Every .ts and .tsx source under `dir` (stories and tests too: they render what routes do). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The one file that may draw a file input: Upload, which hides it under its own zone. */
const UPLOAD = 'packages/ui/src/basics/Upload/Upload.tsx';

/** A native date control (type="date", datetime-local, month, week, time) or file control. */
const NATIVE = /type\s*[=:]\s*\{?\s*['"`](date|datetime-local|month|week|time|file)['"`]/g;

describe('no browser-drawn date or file control', () => {
  const files = ['packages/ui/src', 'packages/app/src'].flatMap((dir) => sources(join(root, dir)));

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('renders dates with DatePicker / DateRangePicker and files with Upload only', () => {
    const found = files.flatMap((path) => {
      const name = relative(root, path);
      return [...readFileSync(path, 'utf8').matchAll(NATIVE)]
        .filter(([, type]) => !(type === 'file' && name === UPLOAD))
        .map(([text]) => `${name}: ${text}`);
    });
    expect(found).toEqual([]);
  });

  it('keeps the file input inside Upload', () => {
    expect(readFileSync(join(root, UPLOAD), 'utf8')).toMatch(NATIVE);
  });
});
