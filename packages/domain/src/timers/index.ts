export * from './Poller.ts';
export * from './timers.ts';
