export { createSandbox } from './app.ts';
export type { Sandbox, SandboxOptions } from './app.ts';
export type { SandboxDb } from './db/client.ts';
export { demoAccounts } from './seed/index.ts';
export type { DemoAccount } from './seed/index.ts';
export { faultsFromEnv } from './faults.ts';
export type { FaultConfig } from './faults.ts';
