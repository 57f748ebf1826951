/** The content area's store: articles, FAQ, promotions, prices. */
export * from './ContentStore.ts';
