/**
 * Typed fixtures, MSW handlers and a recording Environment, shared by Storybook stories (in
 * the browser) and node tests.
 */
export * from './environment.ts';
export * from './fixtures.ts';
export * from './handlers.ts';
export * from './content.ts';
export * from './orders/index.ts';
