export { GuideTour, type GuideStep, type GuideTourProps } from './GuideTour.tsx';
