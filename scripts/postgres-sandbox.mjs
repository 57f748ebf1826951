#!/usr/bin/env node
// `pnpm test:postgres`: the sandbox's own test suite (Vitest, `--project sandbox`) on a real
// PostgreSQL server instead of the embedded PGlite, through DATABASE_URL. Not part of `npm test`.
//
// Installs Debian's `postgresql` with apt-get when no initdb is found (as root), makes a
// throw-away cluster in a temporary folder, starts it on 127.0.0.1 (POSTGRES_PORT, default
// 9160), creates the database `mall_sandbox`, runs the suite against it (each test's sandbox then
// makes a database of its own beside it and drops it when it closes), stops the cluster and
// removes it. Arguments are passed to Vitest (e.g. a test file).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.POSTGRES_PORT ?? 9160);
const database = 'mall_sandbox';
const isRoot = process.getuid?.() === 0;

const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')}: exit ${result.status ?? result.signal}`);
  }
  return result;
};

/** The bin folder of the newest PostgreSQL Debian has installed, or undefined. */
const postgresBin = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(base, versions[0], 'bin');
};

let bin = postgresBin();
if (!bin) {
  if (!isRoot) throw new Error('PostgreSQL is not installed: apt-get install postgresql (as root)');
  console.log('Installing Debian’s postgresql…');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  bin = postgresBin();
  if (!bin) throw new Error('postgresql installed, but no initdb under /usr/lib/postgresql');
}

// PostgreSQL refuses to run as root: as root, the cluster is the `postgres` user's (the
// package makes that user).
const asOwner = (cmd, args, options = {}) =>
  isRoot
    ? run('runuser', ['-u', 'postgres', '--', cmd, ...args], options)
    : run(cmd, args, options);

const cluster = mkdtempSync(join(tmpdir(), 'mall-postgres-'));
const dataDir = join(cluster, 'data');
if (isRoot) {
  const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(cluster, Number(owner.stdout), Number(group.stdout));
}

const pgCtl = join(bin, 'pg_ctl');
let started = false;
let status;
try {
  asOwner(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  asOwner(pgCtl, [
    '-D',
    dataDir,
    '-l',
    join(cluster, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${cluster} -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  console.log(`PostgreSQL ${bin.split('/').at(-2)} on ${url}; the sandbox suite against it:`);
  const suite = spawnSync(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--project',
      'sandbox',
      '--hookTimeout=600000',
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  status = suite.status ?? 1;
} finally {
  if (started) asOwner(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  rmSync(cluster, { recursive: true, force: true });
}
process.exit(status);
