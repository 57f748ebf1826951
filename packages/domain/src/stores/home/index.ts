/** The home page's store. */
export * from './HomeStore.ts';
