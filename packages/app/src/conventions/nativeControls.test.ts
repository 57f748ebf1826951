import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, uiSources } from './sources.ts';

/** The one file that may draw a file input: Upload, which hides it under its own zone. */
const UPLOAD = 'packages/ui/src/basics/Upload/Upload.tsx';

/** A native date control (type="date", datetime-local, month, week, time) or file control. */
const NATIVE = /type\s*[=:]\s*\{?\s*['"`](date|datetime-local|month|week|time|file)['"`]/g;

/** Another browser-drawn control: a select, a range slider or a colour well. */
const DRAWN = /<select\b|styled\.select\b|type\s*[=:]\s*\{?\s*['"`](?:range|color)['"`]/g;

/**
 * The one select the browser still draws: FormField's story of wiring any control, on no route.
 * Every other choice is the app's own drop-down (Select and SelectMenu, a Radix Select).
 */
const NATIVE_SELECTS_LEFT = ['packages/ui/src/basics/FormField/FormField.stories.tsx'];

describe('no browser-drawn date or file control', () => {
  const files = uiSources();

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

  it('draws no other select, slider or colour well than those listed', () => {
    const found = files.flatMap((path) => {
      const name = relative(root, path);
      return NATIVE_SELECTS_LEFT.includes(name)
        ? []
        : [...readFileSync(path, 'utf8').matchAll(DRAWN)].map(([text]) => `${name}: ${text}`);
    });
    expect(found).toEqual([]);
  });

  it('keeps the file input inside Upload', () => {
    expect(readFileSync(join(root, UPLOAD), 'utf8')).toMatch(NATIVE);
  });
});
