/** The goods area's stores: search, its suggestions, a batch's detail. */
export * from './SearchStore.ts';
export * from './SuggestionStore.ts';
export * from './GoodsDetailStore.ts';
