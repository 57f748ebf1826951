import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screens } from '../routes/screens.ts';
import { APP_SOURCE, screenRows } from './screenRows.ts';
import { screenModules } from './screenSources.ts';

const src = fileURLToPath(new URL('..', import.meta.url));
/** Every file under packages/app/src, as Storybook's index names it. */
const files = new Set(
  readdirSync(src, { recursive: true, encoding: 'utf8' }).map(
    (file) => APP_SOURCE + file.split('\\').join('/'),
  ),
);

describe('the catalogue’s screen map', () => {
  it('reads the page module of every screen, and the module exists', () => {
    expect([...screenModules.keys()].sort()).toEqual(Object.keys(screens).sort());
    for (const [screen, module] of screenModules)
      expect(module && files.has(APP_SOURCE + module), `${screen}: ${module}`).toBe(true);
  });

  it('has a page story file for every built route', () => {
    const built = screenRows.filter((row) => row.entry.screen);
    expect(built.length).toBeGreaterThan(0);
    for (const { entry, storyFile = '' } of built)
      expect(files.has(storyFile), `${entry.path} has no page stories in ${storyFile}`).toBe(true);
  });

  it('names the spec section of every route', () => {
    for (const { entry, specSection } of screenRows)
      expect(specSection, entry.path).toMatch(/^2 · /);
  });
});
