import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatSpecification } from '@mall/domain';

/**
 * One way to write a specification (issue 31): what the mocks, the seed and the stories' own
 * fixtures show as goods' sizes is what the one formatter (`formatSpecification`) writes, so that
 * a story never shows a spelling the sandbox cannot send: 1.5×1220(卷), not 1.5×1220×C,
 * 2×1250, not 2.0×1250, nor 2*1250 or 2×1250mm. Buyers' own words are theirs: a search keyword
 * (searchValue, keyword) or an inquiry's pasted or imported text keeps its 2.0*1250*2500, and
 * the inquiry import's tests read such text, so they are left out, and so is an inquiry line's
 * 规格 (the inquiry's sources), which is what the buyer typed.
 */
const ROOTS = ['domain/src/mocks', 'sandbox/src/seed', 'ui/src', 'app/src'];
const packages = fileURLToPath(new URL('../../..', import.meta.url));

const sources = ROOTS.flatMap((root) =>
  readdirSync(packages + root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.includes('__screenshots__'))
    .map((file) => `${root}/${file.split('\\').join('/')}`),
);

/**
 * Sizes as a text might join them: ×, *, x, a trailing ×C or mm, Φ before, (卷) after. Spaced
 * out (48 × 48) they are an image's pixels, not goods.
 */
const TOKEN = /Φ?\d+(?:\.\d+)?(?:[×*xX](?:\d+(?:\.\d+)?|C\b))+(?:\(卷\)|mm)?/g;
/** A property whose text the screens show as goods' sizes (not a keyword the buyer typed). */
const SHOWN = /\b(?:spec|lineSpec|specification|title|label)\s*:\s*['"`]([^'"`]*)['"`]/g;

/** How the formatter writes the sizes a token names, in the form the token claims. */
const rewritten = (token: string): string => {
  const sizes = token.match(/\d+(?:\.\d+)?/g) ?? [];
  const [first, second, third] = sizes;
  if (token.startsWith('Φ'))
    return sizes.length === 3
      ? formatSpecification({ category: '铝管', diameter: first, wall: second, length: third })
      : formatSpecification({ category: '铝棒', diameter: first, length: second });
  if (token.endsWith('(卷)') || /[×*xX]C$/.test(token))
    return formatSpecification({ category: '铝卷', thickness: first, width: second });
  return formatSpecification({ category: '铝板', thickness: first, width: second, length: third });
};

/** A written specification (joined by ×) that the formatter would write otherwise. */
const misspelt = (token: string): boolean => token !== rewritten(token);

describe('specifications in mocks, seed and fixtures', () => {
  it.each([
    ['2×1250×2500', false],
    ['1.5×1220(卷)', false],
    ['Φ50×3000', false],
    ['Φ50×2×6000', false],
    ['1.5×1220×C', true],
    ['2.0×1250', true],
    ['2×1250mm', true],
    ['2*1250*2500', true],
    ['0.50×1000×2000', true],
  ])('%s misspelt: %s', (token, wrong) => {
    expect(misspelt(token)).toBe(wrong);
  });

  it('are written as the formatter writes them', () => {
    expect(sources.length).toBeGreaterThan(500);
    const found = sources.flatMap((file) =>
      readFileSync(packages + file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          // Sizes joined by ×, or with ×C or mm, claim to be written; any in a shown field too.
          const written = [...line.matchAll(TOKEN)]
            .map(([token]) => token)
            .filter((token) => /×|\(卷\)|mm$|[×*xX]C$/.test(token));
          const shown = /[iI]nquiry\//.test(file)
            ? []
            : [...line.matchAll(SHOWN)].flatMap(([, text]) =>
                [...(text ?? '').matchAll(TOKEN)].map(([token]) => token),
              );
          return [...new Set([...written, ...shown])]
            .filter(misspelt)
            .map((token) => `${file}:${index + 1}: ${token} (the formatter: ${rewritten(token)})`);
        }),
    );
    expect(found).toEqual([]);
  });
});
