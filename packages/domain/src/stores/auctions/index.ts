/** The auction area's stores. */
export * from './AuctionListStore.ts';
