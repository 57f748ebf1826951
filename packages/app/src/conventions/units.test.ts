import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One way to write a unit (issue 31): in the column header, after the word, in half-width
 * brackets, tonnes as 吨: 重量(吨), 单价(元/吨), 金额(元), 厚度(mm). Not 重量（吨）, not 吨位(t).
 * Read in every source of the screens, their stories, the rules and the sandbox's documents;
 * the mall's own articles (their tables are the editors' text, as in the ArticleView stories) are
 * not ours to respell, nor are the buyers' own workbooks: the import reads their headers as they
 * write them (厚度（mm）, 吨位), so its synonyms and their tests keep those spellings.
 */
const ROOTS = ['ui/src', 'app/src', 'domain/src/rules', 'domain/src/stores', 'sandbox/src'];
const packages = fileURLToPath(new URL('../../..', import.meta.url));

const sources = ROOTS.flatMap((root) =>
  readdirSync(packages + root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__screenshots__'))
    .filter(
      (file) =>
        !/units\.test\.ts$|ArticleView\.stories\.tsx$|inquiryWorkbook(\.test)?\.ts$/.test(file),
    )
    .map((file) => `${root}/${file.split('\\').join('/')}`),
);

/** A unit that a column header (or a document's) might hold. */
const UNIT = String.raw`(?:元/吨|元|万元|吨|万吨|mm|kg|%|t|T)`;
const WRONG = [
  { rule: 'full-width brackets around a unit', pattern: new RegExp(`（${UNIT}）`, 'u') },
  { rule: 'tonnes written t', pattern: /\p{Script=Han}[(（][tT][)）]|吨位/u },
  {
    rule: 'a space before the unit',
    pattern: new RegExp(`\\p{Script=Han} [(（]${UNIT}[)）]`, 'u'),
  },
];

/** The rule a text breaks, or undefined. */
const broken = (text: string) => WRONG.find(({ pattern }) => pattern.test(text))?.rule;

describe('units in headers', () => {
  it.each([
    ['重量(吨)', undefined],
    ['单价(元/吨)', undefined],
    ['厚度(mm)', undefined],
    ['重量（吨）', 'full-width brackets around a unit'],
    ['成交价（元/吨）', 'full-width brackets around a unit'],
    ['吨位(t)', 'tonnes written t'],
    ['重量 (吨)', 'a space before the unit'],
    ['（选填）', undefined],
  ])('%s: %s', (text, rule) => {
    expect(broken(text)).toBe(rule);
  });

  it('are written one way in every source', () => {
    expect(sources.length).toBeGreaterThan(500);
    const found = sources.flatMap((file) =>
      readFileSync(packages + file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const rule = broken(line);
          return rule ? [`${file}:${index + 1} ${rule}: ${line.trim()}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});
