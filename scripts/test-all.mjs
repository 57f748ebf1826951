#!/usr/bin/env node
// `npm test` (through bootstrap.mjs): every stage of the suite in order, each timed, then a table
// of where the minutes went. The first failing stage stops the run; the table is printed then too.
// The type check, ESLint and Prettier's check (about 31, 62 and 43 s of CPU on a fresh clone,
// where Prettier has no cache yet) run at once and share the two cores: with Prettier after
// ESLint, one core idled for most of the stage (1 min 26 s at stop 40). Every other stage uses
// both: the unit tests run a worker per core (`test:unit`; Vitest's default on two cores is one:
// 3 min 24 s at stop 37, 2 min 01 s alone with two). Run in one stage with lint and the type
// check (stop 39), the three took 4 min 09 s and 4 min 19 s on a quiet machine, but with one core
// held busy (scripts/slow-machine.mjs) the stage ran over 8 minutes and two sandbox files'
// seeding outlasted its hook's bound. The app is built once: the size budget reads that build and
// the journeys serve it.
//
// The static catalogue's Storybook build needs nothing the tests make, so it runs alongside the
// unit tests from their start. The catalogue's test-runner, one page that mostly waits for stories
// to render, renders one story of each story file of the built site (scripts/catalogue-smoke.mjs:
// the Vitest story run renders every story; only the built site's loading is the catalogue's to
// prove) beside the Vitest story run. Rendering every story there ran for 6:16 of the story run's
// 9:52 at stop 35; a story a file takes about 58 % of that CPU, so the story run gets more of the
// two cores. Beside the journeys' two lanes the catalogue took 9 minutes and slowed them from
// about 6 to 9. The journeys run alone: beside the story run they slowed it by half and lost races
// to their own pages.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A stage: one or more pnpm scripts; several run at the same time, their output kept apart.
 * `needs` maps a script to the background job it waits for before it starts.
 */
const stages = [
  { name: 'typecheck + lint', scripts: ['typecheck', 'lint:code', 'lint:format'] },
  { name: 'unit tests', scripts: ['test:unit'] },
  { name: 'app build + size budget', scripts: ['build:size'] },
  {
    name: 'stories + static catalogue',
    scripts: ['test:stories', 'test:catalogue:built'],
    needs: { 'test:catalogue:built': 'build-storybook' },
  },
  { name: 'journeys', scripts: ['test:journeys'] },
];

/** What the stages' scripts are given besides the environment: no journey trace (see below). */
const env = { ...process.env, E2E_TRACE: 'off' };

/** Background jobs: a pnpm script started, its output kept, when the stage `from` starts. */
const background = [{ script: 'build-storybook', from: 'unit tests' }];

/** Background processes still running, stopped if the run ends early. */
const running = new Set();

/** When each script of a stage that runs several started and ended, for the table. */
const spans = new Map();

/** Runs a pnpm script; `quiet` buffers its output and prints it whole when it ends. */
const runScript = (script, quiet) =>
  new Promise((resolve) => {
    const span = { started: Date.now(), ended: undefined };
    spans.set(script, span);
    const child = spawn('pnpm', ['run', '--silent', script], {
      cwd: root,
      // Nothing keeps a journey's trace after the run: only its printed output is read.
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    const chunks = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => {
      running.delete(child);
      span.ended = Date.now();
      if (quiet) {
        process.stdout.write(`\n» ${script}\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code ?? 1);
    });
  });

/**
 * The machine's CPU time spent so far, in seconds: every core's user, system and interrupt time
 * from /proc/stat (counted in hundredths of a second on Linux), or undefined where there is no
 * /proc/stat. It is the machine's, not the run's: anything else running counts too. Beside each
 * stage's wall time the table prints the CPU time it used and how much of the cores' time that
 * was; the CPU time of the whole run over the number of cores is the least time any order or
 * overlap of the same work could take on this machine.
 */
const cpuSeconds = () => {
  try {
    const [, user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return undefined;
  }
};
const cores = availableParallelism();

/** "CPU 136 s of 172 s (79 %)": what a stage of `ms` used of the cores' time. */
const cpuUse = (cpu, ms) => {
  if (cpu === undefined) return '';
  const available = (ms / 1000) * cores;
  return `CPU ${Math.round(cpu)} s of ${Math.round(available)} s (${Math.round((100 * cpu) / available)} %)`;
};

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/** A line of the table: a stage's (or the total's) name, wall time, status and CPU use. */
const printRow = (width, { name, ms, status, cpu }) =>
  console.log(
    `  ${name.padEnd(width)}  ${minutes(ms).padStart(12)}  ${status.padEnd(6)}  ${cpuUse(cpu, ms)}`,
  );

/** The background jobs started so far, by script: their exit code and time once ended. */
const jobs = new Map();
const startJob = (script) => {
  const job = { script, started: Date.now(), ms: undefined };
  job.done = runScript(script, true).then((code) => {
    job.ms = Date.now() - job.started;
    return code;
  });
  jobs.set(script, job);
};

const results = [];
const printTable = () => {
  const total = results.reduce((sum, row) => sum + row.ms, 0);
  const width = Math.max(...stages.map((stage) => stage.name.length), 5);
  console.log('\nWhere the time went:');
  for (const row of results) {
    printRow(width, row);
    // A stage of several scripts: when each ran, from the stage's start.
    for (const script of row.scripts.length > 1 ? row.scripts : []) {
      const span = spans.get(script);
      const from = span === undefined ? '' : minutes(span.started - row.started);
      const to = span?.ended === undefined ? 'not run' : minutes(span.ended - row.started);
      console.log(`    ${script.padEnd(width - 2)}  ${from.padStart(12)} → ${to}`);
    }
  }
  for (const stage of stages.slice(results.length)) {
    console.log(`  ${stage.name.padEnd(width)}  ${'-'.padStart(12)}  not run`);
  }
  const cpu = results.some((row) => row.cpu === undefined)
    ? undefined
    : results.reduce((sum, row) => sum + row.cpu, 0);
  printRow(width, { name: 'total', ms: total, status: '', cpu });
  if (cpu !== undefined) {
    console.log(
      `  (the same CPU time on ${cores} cores kept fully busy: ${minutes((cpu / cores) * 1000)})`,
    );
  }
  for (const job of jobs.values()) {
    const took = job.ms === undefined ? 'unfinished' : minutes(job.ms);
    console.log(`  (${job.script}: ${took}, alongside the stages above)`);
  }
};

for (const stage of stages) {
  for (const job of background) if (job.from === stage.name) startJob(job.script);
  console.log(`\n━━ ${stage.name} ━━`);
  const started = Date.now();
  const cpuAtStart = cpuSeconds();
  const quiet = stage.scripts.length > 1;
  const codes = await Promise.all(
    stage.scripts.map(async (script) => {
      const job = stage.needs?.[script];
      const needed = job === undefined ? 0 : await jobs.get(job).done;
      return needed === 0 ? runScript(script, quiet) : needed;
    }),
  );
  const failed = codes.some((code) => code !== 0);
  results.push({
    // Where there is no /proc/stat, both readings are undefined, and so is the difference.
    cpu: cpuAtStart === undefined ? undefined : cpuSeconds() - cpuAtStart,
    name: stage.name,
    scripts: stage.scripts,
    started,
    ms: Date.now() - started,
    status: failed ? 'FAILED' : 'ok',
  });
  if (failed) {
    printTable();
    for (const child of running) child.kill('SIGTERM');
    process.exit(1);
  }
}
printTable();
