/**
 * Which page module renders each screen, read from the source of `routes/screens.ts` and the
 * area loaders it imports (`pages/<Area>/screens.ts`). The catalogue relates a screen to its
 * stories through that module: `pages/Orders/InStock/InStockPage.tsx` has its stories in
 * `pages/Orders/InStock/InStockPage.stories.tsx`.
 *
 * The sources are passed in (keyed by their path under `packages/app/src`), so the same reading
 * serves the catalogue in the browser, the unit test and a script. An entry of a screens object
 * is one of:
 * - `key: lazyScreen(() => import('../pages/…/XPage.tsx')…)` or `key: () => import('./…')…`;
 * - `key: areaLoader('otherKey')`, where `const areaLoader = areaScreen<…>(() => import('…'))`
 *   names an area module whose own screens object has `otherKey`;
 * - `key: { Component: XPage }`, with `import { XPage } from '…'` at the top.
 */

/** The file the route table's screens object lives in, under `packages/app/src`. */
export const SCREENS_FILE = 'routes/screens.ts';

/** `a/b/c.ts` + `../d/e.tsx` → `a/d/e.tsx`. */
const resolve = (from: string, specifier: string): string => {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
};

/** The entries of the file's exported `Record<…>` object, by key. */
const entriesOf = (source: string): Map<string, string> => {
  const body = /^export const \w+: Record<[\s\S]*?= \{\n([\s\S]*?)^\};/m.exec(source)?.[1] ?? '';
  const entries = new Map<string, string>();
  const parts = body.split(/^ {2}(\w+): /m);
  for (let i = 1; i < parts.length; i += 2) entries.set(parts[i] ?? '', parts[i + 1] ?? '');
  return entries;
};

/** The page module of one entry of `file`'s screens object, or undefined when unreadable. */
const moduleOf = (
  sources: Readonly<Record<string, string>>,
  file: string,
  entry: string,
): string | undefined => {
  const source = sources[file] ?? '';
  const lazy = /import\('([^']+)'\)/.exec(entry)?.[1];
  if (lazy) return resolve(file, lazy);
  const area = /^(\w+)\('(\w+)'\)/.exec(entry);
  if (area) {
    const [, loader = '', key = ''] = area;
    const from = new RegExp(`const ${loader} = \\w+<\\w+>\\(\\(\\) =>\\s*import\\('([^']+)'\\)`);
    const areaFile = from.exec(source)?.[1];
    const areaEntry = areaFile && entriesOf(sources[resolve(file, areaFile)] ?? '').get(key);
    return areaFile && areaEntry
      ? moduleOf(sources, resolve(file, areaFile), areaEntry)
      : undefined;
  }
  const eager = /\{ Component: (\w+) \}/.exec(entry)?.[1];
  const imported = eager && new RegExp(`import \\{[^}]*\\b${eager}\\b[^}]*\\} from '([^']+)'`);
  const path = imported && imported.exec(source)?.[1];
  return path ? resolve(file, path) : undefined;
};

/**
 * Every screen key of `routes/screens.ts` with the page module that renders it (a path under
 * `packages/app/src`, e.g. `pages/Orders/InStock/InStockPage.tsx`); a key whose entry cannot
 * be read maps to undefined.
 */
export function readScreenModules(
  sources: Readonly<Record<string, string>>,
): Map<string, string | undefined> {
  const modules = new Map<string, string | undefined>();
  for (const [key, entry] of entriesOf(sources[SCREENS_FILE] ?? ''))
    modules.set(key, moduleOf(sources, SCREENS_FILE, entry));
  return modules;
}

/** The story file of a page module: `…/XPage.tsx` → `…/XPage.stories.tsx`. */
export const storyFileOf = (module: string): string => module.replace(/\.tsx$/, '.stories.tsx');
