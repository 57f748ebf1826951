/** The auction area's fixtures and its stateful MSW server. */
export * from './fixtures.ts';
export * from './handlers.ts';
