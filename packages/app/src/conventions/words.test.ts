import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordingProblems } from '@mall/domain';
import { root, uiSources } from './sources.ts';

/**
 * The texts of a source: its string literals (a template's literal parts, its `${…}` read as
 * code) and its JSX text, comments left out.
 */
export const texts = (source: string): string[] => {
  const found: string[] = [];
  let code = '';
  const flushJsx = () => {
    for (const [, text] of code.matchAll(/>([^<>{}]+)</g)) found.push(text ?? '');
    code = '';
  };
  // Each open template's text so far, and the brace depth of its `${…}` being read.
  const templates: { text: string; depth: number }[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    const template = templates.at(-1);
    if (template && template.depth === 0) {
      if (c === '\\') template.text += source.slice(i, (i += 1) + 1);
      else if (c === '`') found.push(templates.pop()?.text ?? '');
      else if (c === '$' && source[i + 1] === '{') {
        template.text += ' ';
        template.depth = 1;
        i += 1;
      } else template.text += c;
      continue;
    }
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) - 1;
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"') {
      let end = i + 1;
      while (end < source.length && source[end] !== c && source[end] !== '\n')
        end += source[end] === '\\' ? 2 : 1;
      found.push(source.slice(i + 1, end));
      i = end;
    } else if (c === '`') templates.push({ text: '', depth: 0 });
    else {
      if (template) {
        if (c === '{') template.depth += 1;
        if (c === '}') template.depth -= 1;
      }
      code += c;
      continue;
    }
    if (i < 0) break;
  }
  flushJsx();
  return found;
};

/**
 * Where the spec's own text asks for a variant: the logout confirm's buttons are 确定 / 我再想想
 * (the shell's logout, and ConfirmDialog's stories that show it).
 */
const SPEC_TEXTS: readonly { file: RegExp; text: string }[] = [
  { file: /shell\/AppLayout\/|basics\/ConfirmDialog\/ConfirmDialog\.stories/, text: '再想想' },
];

describe('one word per thing, full-width punctuation in Chinese sentences', () => {
  const files = uiSources();

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('no UI string uses a forbidden variant or a half-width ? or ! after Chinese', () => {
    const found = files.flatMap((path) => {
      const name = relative(root, path);
      return texts(readFileSync(path, 'utf8')).flatMap((text) =>
        wordingProblems(text)
          .filter(
            (problem) =>
              !SPEC_TEXTS.some(
                ({ file, text: allowed }) => file.test(name) && problem.startsWith(`${allowed}→`),
              ),
          )
          .map((problem) => `${name}: ${problem} in ${JSON.stringify(text.trim())}`),
      );
    });
    expect(found).toEqual([]);
  });

  it('catches what it is for', () => {
    expect(wordingProblems('请先登陆')).toEqual(['登陆→登录']);
    expect(wordingProblems('确认支付 ¥15,843.32?')).toEqual(['?→？']);
    expect(wordingProblems('提交成功!')).toEqual(['!→！']);
    expect(wordingProblems('#/center?tab=1')).toEqual([]);
    expect(wordingProblems('应补款')).toEqual(['应补款→尾款']);
  });
});
