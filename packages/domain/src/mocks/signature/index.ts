/** 电子签章's fixtures and stateful server. */
export * from './fixtures.ts';
export * from './handlers.ts';
