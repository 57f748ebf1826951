export { MayLikeList, type MayLikeListProps } from './MayLikeList.tsx';
