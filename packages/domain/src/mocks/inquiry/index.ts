export * from './fixtures.ts';
export * from './handlers.ts';
export * from './server.ts';
export * from './detailServer.ts';
