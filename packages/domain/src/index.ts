/**
 * @mall/domain: the http client, the business rules, storage, services and MobX stores of the
 * buyer client. The contract is `@mall/domain/contract`; fixtures and MSW handlers are
 * `@mall/domain/mocks`.
 */
export * from './http/index.ts';
export * from './rules/index.ts';
export * from './services/index.ts';
export * from './storage/index.ts';
export * from './stores/index.ts';
export * from './timers/index.ts';
