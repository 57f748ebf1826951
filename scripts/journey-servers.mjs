#!/usr/bin/env node
// The journeys' servers (tests/playwright.config.ts): for each lane, a sandbox seeded in memory
// and the built app's preview in front of it, every one started at once. Playwright starts the
// servers of its `webServer` list one after another, and a sandbox seeds for about 15 s before it
// answers: four in a row kept the first journey waiting 33 s at stop 38.
//
// Prints `journey servers ready` once every server answers; Playwright waits for that line. A
// port already taken (a server left from an earlier run) fails the start, as Playwright's own
// check did: the journeys must never drive a server of another run.
import { connect } from 'node:net';
import concurrently from 'concurrently';
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
      name: `sandbox ${lane}`,
      command: 'pnpm --silent --filter @mall/sandbox start',
      port: sandboxPort,
      url: `http://127.0.0.1:${sandboxPort}/api/csr/health`,
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: ':memory:' },
    },
    {
      name: `app ${lane}`,
      command: 'pnpm --silent --filter @mall/app preview',
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

// As `npm start` runs its two servers (scripts/dev.mjs): one that stops stops the others, and a
// signal to this process stops them all. Their output goes to standard error, which Playwright
// prints; standard output carries only the line it waits for.
const { commands, result } = concurrently(servers, {
  killOthersOn: ['failure', 'success'],
  prefix: 'name',
  outputStream: process.stderr,
});
result.then(
  () => process.exit(0),
  () => process.exit(1),
);

try {
  await Promise.all(servers.map(({ url }) => waitFor(url)));
  console.log('journey servers ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const command of commands) command.kill();
}
