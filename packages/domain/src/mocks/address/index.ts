/** 收货地址 and 开票信息: fixtures and the stateful MSW server. */
export * from './fixtures.ts';
export * from './handlers.ts';
