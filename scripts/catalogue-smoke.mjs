#!/usr/bin/env node
// Static catalogue smoke test: build Storybook as designers open it, serve the static site,
// and let @storybook/test-runner render every story of it in Chromium: the stories its own
// index.json lists (`--index-json`, so no story file is parsed again here). Play functions and
// axe run once per story in the Vitest story run (`pnpm test:stories`); here each story is
// rendered without them (.storybook/test-runner.ts), on one page per worker
// (scripts/catalogue-environment.mjs).
import { spawn, spawnSync } from 'node:child_process';
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

const server = spawn(
  bin('http-server'),
  ['storybook-static', '-p', port, '-a', '127.0.0.1', '-s', '-c-1'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
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
