export * from './BidDialog.tsx';
