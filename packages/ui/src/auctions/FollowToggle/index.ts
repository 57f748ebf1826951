export * from './FollowToggle.tsx';
