export { Footer, type FooterContact, type FooterLinkGroup, type FooterProps } from './Footer.tsx';
export { LazyFooter } from './LazyFooter.tsx';
