/** The auction area's stores. */
export * from './AuctionListStore.ts';
export * from './WonLotsStore.ts';
export * from './ReservationsStore.ts';
export * from './FollowsStore.ts';
export * from './HomeAuctionStore.ts';
