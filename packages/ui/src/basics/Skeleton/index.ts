export {
  LoadingStatus,
  Skeleton,
  SkeletonBlock,
  SkeletonFor,
  type SkeletonForProps,
  type SkeletonProps,
} from './Skeleton.tsx';
