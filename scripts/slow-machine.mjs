#!/usr/bin/env node
// The check that the suite stays green on a slower machine: the README's test command, run as a
// new contributor would, on a fresh clone of the current commit, while a busy loop holds one of
// the two cores. Every journey and story waits for the state it needs, never for a time (see
// waits.config.mjs); a wait tuned to a fast machine fails here.
//
//   node scripts/slow-machine.mjs              the whole `npm test` (CI=true), once
//   node scripts/slow-machine.mjs --runs=3     three times in a row, each on a fresh clone,
//                                              stopping at the first failure
//   node scripts/slow-machine.mjs --journeys   only the build and the journeys (`test:e2e`)
//   node scripts/slow-machine.mjs --only=test:stories   only that pnpm script
//   node scripts/slow-machine.mjs --keep       leaves the clone (its path is printed)
//
// The clone is made in a temporary folder, with `../shared` beside it (a link to the `shared`
// folder beside this checkout, or SHARED_DIR), as `.ci/run` expects. It holds what is committed:
// commit first. Its install comes from the lockfile, as on any fresh clone. The ports of the
// environment (E2E_SANDBOX_PORT, E2E_APP_PORT, CATALOGUE_PORT, TEST_WAIT_SCALE…) pass through.
// At the end: pass or fail, the wall time and `npm test`'s table of where the minutes went.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, createWriteStream } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 1);
const only = args.includes('--journeys') ? 'test:e2e' : option('only');
const keep = args.includes('--keep');
const shared = resolve(process.env.SHARED_DIR ?? join(root, '..', 'shared'));

if (!existsSync(join(shared, 'spec'))) {
  console.error(`No shared folder at ${shared} (set SHARED_DIR): the unit tests read its spec.`);
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}

const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
  cwd: root,
  encoding: 'utf8',
});
if (dirty !== '') console.warn('» uncommitted changes are not in the clone: it is of HEAD only');

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/** A child that spins at normal priority: one of the two cores is busy while the suite runs. */
const startBusyLoop = () => {
  const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => busy.kill('SIGKILL');
};

/** The suite's own children, stopped with the run (Ctrl-C). */
let suite;
let stopBusyLoop = () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBusyLoop();
    if (suite) process.kill(-suite.pid, 'SIGTERM');
    process.exit(130);
  });
}

/** One run on a fresh clone: resolves to whether it passed, with its wall time and table. */
async function runOnce(index) {
  const folder = mkdtempSync(join(tmpdir(), 'mall-slow-machine-'));
  const clone = join(folder, 'mall');
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, clone]);
  execFileSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: clone });
  symlinkSync(shared, join(folder, 'shared'));
  const log = join(folder, 'run.log');
  const command = only ? ['scripts/bootstrap.mjs', only] : ['scripts/bootstrap.mjs', 'test:all'];
  console.log(
    `» run ${index} of ${runs}: ${only ? `\`${only}\`` : '`npm test`'} on a fresh clone of ` +
      `${commit.slice(0, 10)} in ${clone}, one core held busy (load ${loadavg()[0].toFixed(2)})`,
  );
  console.log(`  (its output: ${log})`);

  stopBusyLoop = startBusyLoop();
  const started = Date.now();
  const output = [];
  const file = createWriteStream(log);
  // `npm test` is `node scripts/bootstrap.mjs test:all`: the same, without npm in between.
  suite = spawn(process.execPath, command, {
    cwd: clone,
    // As `npm test` runs the journeys (scripts/test-all.mjs), whichever script runs: no trace.
    env: { E2E_TRACE: 'off', ...process.env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [suite.stdout, suite.stderr]) {
    stream.on('data', (chunk) => {
      output.push(chunk);
      file.write(chunk);
    });
  }
  const code = await new Promise((done) => suite.on('close', (exit) => done(exit ?? 1)));
  const ms = Date.now() - started;
  stopBusyLoop();
  file.end();

  const text = Buffer.concat(output).toString('utf8');
  const table = text.slice(text.lastIndexOf('Where the time went:'));
  const passed = code === 0;
  console.log(`\n» run ${index}: ${passed ? 'PASSED' : `FAILED (exit ${code})`} in ${minutes(ms)}`);
  if (text.includes('Where the time went:')) console.log(table.trimEnd());
  else console.log(text.split('\n').slice(-40).join('\n'));
  if (keep || !passed) console.log(`  the clone is kept: ${clone}`);
  else rmSync(folder, { recursive: true, force: true });
  return { passed, ms };
}

const results = [];
for (let index = 1; index <= runs; index += 1) {
  const result = await runOnce(index);
  results.push(result);
  if (!result.passed) break;
}
console.log(
  `\n» ${results.filter(({ passed }) => passed).length} of ${runs} runs passed: ` +
    results.map(({ passed, ms }) => `${passed ? 'passed' : 'FAILED'} ${minutes(ms)}`).join(', '),
);
process.exit(results.length === runs && results.every(({ passed }) => passed) ? 0 : 1);
