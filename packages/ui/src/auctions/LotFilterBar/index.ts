export * from './LotFilterBar.tsx';
