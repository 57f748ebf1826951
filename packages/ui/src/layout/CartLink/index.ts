export { CartLink, type CartLinkProps } from './CartLink.tsx';
