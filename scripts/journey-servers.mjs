#!/usr/bin/env node
// The journeys' servers (tests/playwright.config.ts): for each lane, a sandbox seeded in memory
// and the built app's preview in front of it, every one started at once. Playwright starts the
// servers of its `webServer` list one after another, and a sandbox seeds for about 15 s before it
// answers: four in a row kept the first journey waiting 33 s at stop 38.
//
// Prints `journey servers ready` once every server answers; Playwright waits for that line. A port already taken
// (a server left from an earlier run) fails the start, as Playwright's own check did: the
// journeys must never drive a server of another run. A server that stops stops them all.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { waitFor } from './waitFor.mjs';

const lanes = Number(process.env.E2E_LANES);
const sandboxPortBase = Number(process.env.E2E_SANDBOX_PORT);
const appPortBase = Number(process.env.E2E_APP_PORT);
if (![lanes, sandboxPortBase, appPortBase].every(Number.isInteger)) {
  throw new Error('E2E_LANES, E2E_SANDBOX_PORT and E2E_APP_PORT must be whole numbers');
}

/** Whether something already listens on `port` of this machine. */
const taken = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .on('connect', () => {
        socket.end();
        resolve(true);
      })
      .on('error', () => resolve(false));
  });

const servers = Array.from({ length: lanes }, (_, lane) => {
  const sandboxPort = sandboxPortBase + lane;
  const appPort = appPortBase + lane;
  return [
    {
      args: ['--silent', '--filter', '@mall/sandbox', 'start'],
      port: sandboxPort,
      url: `http://127.0.0.1:${sandboxPort}/api/csr/health`,
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: ':memory:' },
    },
    {
      args: ['--silent', '--filter', '@mall/app', 'preview'],
      port: appPort,
      url: `http://localhost:${appPort}`,
      env: { APP_PORT: String(appPort), SANDBOX_PORT: String(sandboxPort) },
    },
  ];
}).flat();

for (const { port } of servers) {
  if (await taken(port)) {
    console.error(`port ${port} is already used: stop the server left there first`);
    process.exit(1);
  }
}

const children = servers.map(({ args, env }) =>
  spawn('pnpm', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] }),
);
let stopping = false;
const stopAll = (code) => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const [index, child] of children.entries()) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${servers[index].args.join(' ')} stopped (exit ${code})`);
    stopAll(1);
  });
}
process.once('SIGTERM', () => stopAll(0));
process.once('SIGINT', () => stopAll(0));

try {
  await Promise.all(servers.map(({ url }) => waitFor(url)));
  console.log('journey servers ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
