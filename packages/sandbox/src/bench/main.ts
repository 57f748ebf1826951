/**
 * `pnpm --filter @mall/sandbox timings [--top=N] [--scale=N] [--json]`: the sandbox's calls
 * timed in process (`measureSandbox`) on the seed and on ten times the seed, slowest first.
 * The clock is fixed, so that each size's seeded database is cached after its first run
 * (seeding ten times the data, with its 81 more companies, takes minutes: each size prints the
 * time its database took to open). Each database is audited too: a violation fails the run.
 */
import { sql } from 'drizzle-orm';
import { createSandbox } from '../app.ts';
import { audit } from '../audit/index.ts';
import type { SandboxDb } from '../db/client.ts';
import { BENCH_SCALE } from '../seed/scale.ts';
import type { SandboxTimings } from './timings.ts';
import { measureSandbox } from './timings.ts';

/** The clock of the bench's databases: Wednesday 2026-03-18, 10:00 in China. */
const BENCH_NOW = new Date('2026-03-18T02:00:00Z');
/** A call's target at the seed's size and at ten times it, and the home page's at once. */
export const TARGETS = { seedMs: 50, scaledMs: 100, homeAtOnceMs: 200 };

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const top = Number(option('top') ?? 20);
const scales = option('scale') ? [Number(option('scale'))] : [1, BENCH_SCALE];

/** The tables whose size the issue names, by the words the bench prints them with. */
const COUNTED = {
  batches: 'goods_batches',
  orders: 'orders',
  'capital records': 'capital_records',
  inquiries: 'inquiries',
  'after-sales': 'after_sales',
} as const;

/** How many rows each counted table holds. */
const countsOf = async (db: SandboxDb): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    counts[name] = Number(rows[0]?.count ?? 0);
  }
  return counts;
};

const measured: {
  scale: number;
  counts: Record<string, number>;
  openedMs: number;
  violations: number;
  result: SandboxTimings;
}[] = [];
for (const scale of scales) {
  const started = performance.now();
  const sandbox = await createSandbox({
    dataDir: ':memory:',
    now: () => BENCH_NOW,
    cacheSeed: true,
    seedScale: scale,
  });
  const openedMs = Math.round(performance.now() - started);
  try {
    measured.push({
      scale,
      counts: await countsOf(sandbox.db),
      openedMs,
      // The seed's moves keep every contract's rules at every size: the audit finds nothing.
      violations: (await audit(sandbox.db)).violations.length,
      result: await measureSandbox(sandbox.app, sandbox.db),
    });
  } finally {
    await sandbox.close();
  }
}

const targetOf = (scale: number) => (scale === 1 ? TARGETS.seedMs : TARGETS.scaledMs);
const report = measured.map(({ scale, counts, openedMs, violations, result }) => ({
  scale,
  counts,
  openedMs,
  violations,
  target: targetOf(scale),
  over: result.timings.filter(({ medianMs }) => medianMs >= targetOf(scale)).length,
  homeAtOnceMs: result.homeAtOnceMs,
  slowest: result.timings.slice(0, top),
  unmeasured: result.unmeasured,
}));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report));
} else {
  for (const {
    scale,
    counts,
    openedMs,
    violations,
    target,
    over,
    homeAtOnceMs,
    slowest,
    unmeasured,
  } of report) {
    const size = Object.entries(counts)
      .map(([name, count]) => `${count.toLocaleString('en')} ${name}`)
      .join(', ');
    console.log(
      `\nSandbox calls at ${scale === 1 ? 'the seed' : `${scale} × the seed`} (${size}), median of 5 warm (target < ${target} ms; ${over} over); the home page's first calls at once: ${homeAtOnceMs} ms (target < ${TARGETS.homeAtOnceMs} ms)`,
    );
    console.log(
      `Opened in ${(openedMs / 1000).toFixed(1)} s (seeded, or loaded from the cached seed); the audit: ${violations} violations`,
    );
    console.table(
      slowest.map(({ call, as, medianMs, maxMs, code }) => ({
        call,
        as,
        'median (ms)': medianMs,
        'max (ms)': maxMs,
        code,
      })),
    );
    if (unmeasured.length > 0) console.log(`GET routes not measured: ${unmeasured.join(', ')}`);
  }
}
if (report.some(({ violations }) => violations > 0)) {
  console.error('bench: the audit found violations in a seeded database (GET /__admin/audit)');
  process.exitCode = 1;
}
