export * from './FollowedLotTable.tsx';
