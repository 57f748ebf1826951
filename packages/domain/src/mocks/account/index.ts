/** 账号信息's and the preferences' fixtures and stateful server. */
export * from './fixtures.ts';
export * from './handlers.ts';
