export * from './Poller.ts';
export * from './timers.ts';
export * from './PageUpdateChecker.ts';
