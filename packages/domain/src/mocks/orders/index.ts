/** The order area's fixtures and MSW handlers: the shared ones, then each slice's. */
export * from './fixtures.ts';
export * from './handlers.ts';
export * from './handlersF1.ts';
export * from './handlersF2.ts';
export * from './handlersF3.ts';
