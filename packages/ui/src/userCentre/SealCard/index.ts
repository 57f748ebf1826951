export { SealCard, type SealCardProps } from './SealCard.tsx';
