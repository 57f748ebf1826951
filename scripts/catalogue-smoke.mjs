#!/usr/bin/env node
// Static catalogue smoke test: build Storybook as designers open it, serve the static site,
// and let @storybook/test-runner render stories of it in Chromium, read from the site's own
// index.json (`--index-json`, so no story file is parsed again here). Play functions and axe run
// once per story in the Vitest story run (`pnpm test:stories`); here each story is rendered
// without them (.storybook/test-runner.ts), on one page per worker
// (scripts/catalogue-environment.mjs).
//
// What only this run proves is that the BUILT site loads and renders: the preview, the mock
// service worker, and each story file's chunk of the static build. The Vitest run renders every
// story from the sources already, so here one story of each story file (its first) is enough to
// load every chunk: 224 renders instead of 1,140 (stop 35), the site served with an index.json that lists
// those (and the docs pages), the rest of the site as built. `--all` renders every story.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waits } from '../waits.config.mjs';
import { waitFor } from './waitFor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.CATALOGUE_PORT || '6007';
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
const bin = (name) => join(root, 'node_modules', '.bin', name);

// `npm test` builds the site alongside the earlier stages and renders it beside the Vitest story
// run (scripts/test-all.mjs): `--built` skips the build, `--workers=<n>` sets the pages (2 alone).
const workers = process.argv.find((arg) => arg.startsWith('--workers='))?.slice(10) ?? '2';
if (!process.argv.includes('--built')) {
  const build = spawnSync('pnpm', ['run', 'build-storybook'], { stdio: 'inherit', cwd: root, env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The site to serve: the build itself with `--all`; otherwise a folder beside it that links to
 * every file of the build but index.json, which lists one story of each story file.
 */
const site = () => {
  const built = join(root, 'storybook-static');
  if (process.argv.includes('--all')) return built;
  const served = join(root, 'node_modules', '.cache', 'catalogue-smoke');
  rmSync(served, { recursive: true, force: true });
  mkdirSync(served, { recursive: true });
  for (const name of readdirSync(built)) {
    if (name !== 'index.json') symlinkSync(join(built, name), join(served, name));
  }
  const index = JSON.parse(readFileSync(join(built, 'index.json'), 'utf8'));
  const files = new Set();
  const firstOfFile = ([, entry]) => {
    if (entry.type !== 'story') return true;
    if (files.has(entry.importPath)) return false;
    files.add(entry.importPath);
    return true;
  };
  index.entries = Object.fromEntries(Object.entries(index.entries).filter(firstOfFile));
  writeFileSync(join(served, 'index.json'), JSON.stringify(index));
  return served;
};

const server = spawn(bin('http-server'), [site(), '-p', port, '-a', '127.0.0.1', '-s', '-c-1'], {
  cwd: root,
  stdio: 'ignore',
});
let stopping = false;
const stop = () => {
  stopping = true;
  server.kill('SIGTERM');
};
process.on('exit', stop);
// A server that could not start (its port taken by another) must not let the run test whatever
// else answers there.
server.on('exit', (code) => {
  if (stopping) return;
  console.error(`the catalogue's server stopped (exit ${code}): is port ${port} taken?`);
  process.exit(1);
});

await waitFor(`http://127.0.0.1:${port}/index.json`);
const test = spawnSync(
  bin('test-storybook'),
  [
    '--url',
    `http://127.0.0.1:${port}`,
    '--index-json',
    `--maxWorkers=${workers}`,
    // A story's render is bounded as in the Vitest story run (waits.config.mjs), not by the
    // test-runner's 15 s.
    `--testTimeout=${waits.story}`,
    '--ci',
  ],
  {
    stdio: 'inherit',
    cwd: root,
    env,
  },
);
stop();
process.exit(test.status ?? 1);
