import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isWhiteRoute, matchRoute, pendingRoutes, routeTable } from './table.ts';

const specRoutes = readFileSync(
  fileURLToPath(new URL('../../../../../shared/spec/routes.tsv', import.meta.url)),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [path = '', , white = ''] = line.split('\t');
    return { path, white: white === 'yes' };
  });

describe('route table', () => {
  it('has every route of the spec, and no other', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(specRoutes.map((r) => r.path).sort());
  });

  it('marks exactly the spec whiteRoutes', () => {
    for (const spec of specRoutes)
      expect([spec.path, isWhiteRoute(spec.path)]).toEqual([spec.path, spec.white]);
  });

  it('has unique ids', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
  });

  it('matches concrete paths to their patterns', () => {
    expect(matchRoute('/home/modelStore/detail/1024')?.id).toBe('detail');
    expect(matchRoute('/center/orderAllOrder?tab=2')?.id).toBe('orderAllOrder');
    expect(matchRoute('/home/modelStore/detail/')).toBeUndefined();
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('lists the screens later issues still owe', () => {
    const pending = pendingRoutes();
    const areas = [...new Set(pending.map((r) => r.area))];
    console.log(
      `pending routes (${pending.length} of ${routeTable.length}):\n` +
        areas
          .map(
            (area) =>
              `  ${area}: ${pending
                .filter((r) => r.area === area)
                .map((r) => r.path)
                .join(', ')}`,
          )
          .join('\n'),
    );
    expect(pending.some((r) => r.id === 'main' || r.id === 'login')).toBe(false);
  });
});
