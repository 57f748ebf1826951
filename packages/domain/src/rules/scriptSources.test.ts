import { describe, expect, it } from 'vitest';
import { sameSources, scriptSources } from './scriptSources.ts';

const page = (head: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />${head}</head><body><div id="root"></div></body></html>`;

describe('scriptSources', () => {
  it('finds the src of each script of a built page', () => {
    const html = page(
      '<script type="module" crossorigin src="./assets/index-B7xk2Lq9.js"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/vendor-Cq1.js">' +
        '<link rel="stylesheet" href="./assets/index-D4.css">',
    );
    expect([...scriptSources(html)]).toEqual(['./assets/index-B7xk2Lq9.js']);
  });

  it.each([
    ['double quotes', '<script src="/a.js"></script>'],
    ['single quotes', "<script src='/a.js'></script>"],
    ['no quotes', '<script src=/a.js></script>'],
    ['src last', '<script type="module" crossorigin src="/a.js"></script>'],
    ['src first', '<script src="/a.js" type="module" defer></script>'],
    ['upper case', '<SCRIPT SRC="/a.js"></SCRIPT>'],
    ['spaces around =', '<script src = "/a.js" ></script>'],
    ['a new line between attributes', '<script\n  type="module"\n  src="/a.js"\n></script>'],
    ['self-closing', '<script src="/a.js" />'],
  ])('reads src with %s', (_, tag) => {
    expect([...scriptSources(page(tag))]).toEqual(['/a.js']);
  });

  it('ignores inline scripts, commented-out scripts and other attributes named like src', () => {
    const html = page(
      '<script>window.__CONFIG__ = { src: "/x.js" };</script>' +
        '<script type="application/ld+json">{"src":"/y.js"}</script>' +
        '<!-- <script src="/old.js"></script> -->' +
        '<script data-src="/lazy.js"></script>' +
        '<script data-note="src=/fake.js" src="/real.js"></script>',
    );
    expect([...scriptSources(html)]).toEqual(['/real.js']);
  });

  it('keeps each source once', () => {
    const html = page('<script src="/a.js"></script><script src="/a.js"></script>');
    expect(scriptSources(html).size).toBe(1);
  });

  it('finds nothing in a page without scripts', () => {
    expect(scriptSources(page('')).size).toBe(0);
    expect(scriptSources('').size).toBe(0);
  });
});

describe('sameSources', () => {
  it.each<[string, string[], string[], boolean]>([
    ['the same files in another order', ['/a.js', '/b.js'], ['/b.js', '/a.js'], true],
    ['no files on either side', [], [], true],
    ['a renamed file', ['/index-1.js'], ['/index-2.js'], false],
    ['an added file', ['/a.js'], ['/a.js', '/b.js'], false],
    ['a removed file', ['/a.js', '/b.js'], ['/a.js'], false],
  ])('compares %s', (_, a, b, same) => {
    expect(sameSources(new Set(a), new Set(b))).toBe(same);
  });
});
