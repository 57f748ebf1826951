export * from './MarketStore.ts';
