export * from './LotTable.tsx';
