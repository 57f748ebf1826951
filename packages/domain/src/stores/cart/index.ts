/** The cart area's stores. */
export * from './CartStore.ts';
export * from './CartPageStore.ts';
