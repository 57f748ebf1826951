#!/usr/bin/env node
// `npm start`: the sandbox and the app together (or the app alone against MALL_API_TARGET).
// Ctrl-C stops both.
import concurrently from 'concurrently';

const appPort = process.env.APP_PORT || '5173';
const sandboxPort = process.env.SANDBOX_PORT || '8787';
const external = process.env.MALL_API_TARGET;

const commands = [{ name: 'app', command: 'pnpm --filter @mall/app dev', prefixColor: 'blue' }];
if (!external)
  commands.unshift({
    name: 'sandbox',
    command: 'pnpm --filter @mall/sandbox start',
    prefixColor: 'green',
  });

console.log(
  [
    '',
    `  铝材现货商城 buyer client: http://localhost:${appPort}`,
    external
      ? `  API: ${external}/api/csr (MALL_API_TARGET)`
      : `  API: sandbox at http://localhost:${sandboxPort}/api/csr`,
    external ? '' : '  Demo accounts: see the table the sandbox prints below, or the README.',
    '  Ctrl-C stops everything.',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n'),
);

const { result } = concurrently(commands, {
  killOthersOn: ['failure', 'success'],
  prefix: 'name',
  restartTries: 0,
});
result.then(
  () => process.exit(0),
  () => process.exit(0),
);
