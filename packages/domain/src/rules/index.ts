export * from './counts.ts';
export * from './format.ts';
export * from './poll.ts';
export * from './routes.ts';
export * from './searchHistory.ts';
export * from './user.ts';
export type { Numeric } from './decimal.ts';
export * from './priceChange.ts';
