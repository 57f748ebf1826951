export { DemandLink, type DemandLinkProps } from './DemandLink.tsx';
