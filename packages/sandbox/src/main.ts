/** `pnpm --filter @mall/sandbox start`: the sandbox over HTTP on 127.0.0.1. */
import { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { API_BASE } from '@mall/domain/contract';
import { createSandbox } from './app.ts';
import { demoAccounts } from './seed/index.ts';
import { faultsFromEnv } from './faults.ts';

const port = Number(process.env.SANDBOX_PORT || 8787);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  throw new Error(`SANDBOX_PORT: not a port number: ${process.env.SANDBOX_PORT}`);
}

const sandbox = await createSandbox({
  dataDir: process.env.SANDBOX_DATA_DIR || undefined,
  faults: faultsFromEnv(process.env),
  auctionRobots: process.env.SANDBOX_AUCTION_ROBOTS !== '0',
});

/** Closes the database (always, so that a data directory stays sound) and exits. */
const exit = (code: number) =>
  sandbox.close().then(
    () => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );

const server = serve({ fetch: sandbox.app.fetch, port, hostname: '127.0.0.1' }, () => {
  console.log(`sandbox listening on http://localhost:${port}${API_BASE}`);
  console.table(demoAccounts);
});
// A client's pool (Node's fetch, the app server's proxy) reuses an idle connection until the
// server's Keep-Alive hint says it is closed, less a margin. A client late by more than that
// margin (a loaded machine) could send on a connection the server was just closing, and meet
// ECONNRESET: twice in journeys' own calls here. The sandbox keeps idle connections a minute,
// far longer than the seconds between a test's calls.
if (server instanceof Server) {
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
}
server.on('error', (error) => {
  console.error(`sandbox: cannot listen on 127.0.0.1:${port}:`, error.message);
  void exit(1);
});

const shutdown = (signal: NodeJS.Signals) => {
  console.log(`sandbox: ${signal}, shutting down`);
  server.close(() => void exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
