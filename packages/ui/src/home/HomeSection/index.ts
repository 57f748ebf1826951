export { HomeSection, type HomeSectionProps, type HomeSectionState } from './HomeSection.tsx';
