import { readScreenModules } from './screenModules.ts';

/**
 * The source of the route table's screens object and of the area loaders it imports, keyed by
 * their path under `packages/app/src` (Vite reads them at build time, and Vitest likewise).
 */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../routes/screens.ts', '../pages/*/screens.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, source]) => [path.replace(/^\.\.\//, ''), source]),
);

/** Every screen key with the page module that renders it, as the source says today. */
export const screenModules = readScreenModules(sources);
