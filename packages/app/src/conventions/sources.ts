import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, for paths in test failures. */
export const root = join(import.meta.dirname, '../../../..');

/** Every .ts and .tsx source under `dir` (stories too: they hold what routes render), no tests. */
export const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The ui and app sources. */
export const uiSources = (): string[] =>
  ['packages/ui/src', 'packages/app/src'].flatMap((dir) => sources(join(root, dir)));
