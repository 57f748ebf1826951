#!/usr/bin/env node
// The two commands of the README (`npm start`, `npm test`) go through here, so that a fresh
// Debian/Ubuntu machine with only Node and npm can run them:
//   1. bring in the pinned pnpm when it is absent (into .tools/, no root needed);
//   2. install the workspace from the lockfile;
//   3. for tests, make sure Debian's chromium, its headless shell and fonts-noto-cjk are there;
//   4. run the named pnpm script.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, headlessShellPath } from '../chromium.config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <pnpm script>');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node >= 20.19 is required (this is ${process.versions.node}).`);
  process.exit(1);
}

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

const run = (cmd, args, opts = {}) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env, ...opts });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
const versionOf = (cmd) => {
  const res = spawnSync(cmd, ['--version'], { encoding: 'utf8', env });
  return res.status === 0 ? res.stdout.trim() : null;
};

function ensurePnpm() {
  if (versionOf('pnpm') === pinned) return 'pnpm';
  const local = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local) || versionOf(local) !== pinned) {
    console.log(`» installing pnpm ${pinned} into .tools/`);
    const tools = join(root, '.tools');
    run('npm', [
      'install',
      '--prefix',
      tools,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${pinned}`,
    ]);
  }
  // Scripts call pnpm themselves (and Playwright starts servers with it): put it on their PATH.
  env.PATH = `${dirname(local)}${delimiter}${env.PATH ?? ''}`;
  return local;
}

function hasCjkFonts() {
  const res = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return res.status === 0 && /Noto Sans CJK/i.test(res.stdout);
}

function ensureBrowser() {
  // The tests drive the headless shell where Debian's package of it is there, else the full
  // Chromium (chromium.config.mjs); a CHROMIUM_PATH of one's own is driven as it is.
  const shell = Boolean(process.env.CHROMIUM_PATH) || existsSync(headlessShellPath);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canInstall = isRoot && existsSync('/usr/bin/apt-get');
  if (existsSync(chromiumPath) && hasCjkFonts() && (shell || !canInstall)) return;
  if (canInstall) {
    console.log('» installing Debian chromium, chromium-headless-shell and fonts-noto-cjk');
    const apt = { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
    run('apt-get', ['update', '-qq'], apt);
    run(
      'apt-get',
      [
        'install',
        '-y',
        '-qq',
        '--no-install-recommends',
        'chromium',
        'chromium-headless-shell',
        'fonts-noto-cjk',
        'fontconfig',
      ],
      apt,
    );
    return;
  }
  console.error(
    [
      'The browser tests need Chromium and the Noto CJK fonts.',
      '  On Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell fonts-noto-cjk',
      '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium',
    ].join('\n'),
  );
  process.exit(1);
}

const pnpm = ensurePnpm();
run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
if (script.startsWith('test')) ensureBrowser();

const child = spawn(pnpm, ['run', script], { stdio: 'inherit', cwd: root, env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
