export { LoadingStatus, Skeleton, SkeletonBlock, type SkeletonProps } from './Skeleton.tsx';
