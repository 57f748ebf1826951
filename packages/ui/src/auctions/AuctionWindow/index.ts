export * from './AuctionWindow.tsx';
