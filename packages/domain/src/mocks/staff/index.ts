/** 员工管理's fixtures and stateful server. */
export * from './fixtures.ts';
export * from './handlers.ts';
