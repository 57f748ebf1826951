import { PGlite } from '@electric-sql/pglite';
import { createSandbox } from './src/app.ts';
const FIXED_NOW = new Date('2026-03-18T02:00:00Z');
const s = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW });
const client = (s.db as any).$client as PGlite;
let t = performance.now();
const dump = await client.dumpDataDir('gzip');
console.log('dump', Math.round(performance.now() - t), dump.size);
const u = await client.dumpDataDir('none');
console.log('dump raw', u.size);
for (const d of [dump, u]) {
t = performance.now();
const c2 = await PGlite.create(undefined, { loadDataDir: d });
console.log('load', Math.round(performance.now() - t));
const r = await c2.query('select count(*) from users');
console.log(r.rows);
}
