export { Footer, type FooterContact, type FooterLinkGroup, type FooterProps } from './Footer.tsx';
