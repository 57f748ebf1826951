export { QuickLinks, type QuickLink, type QuickLinksProps } from './QuickLinks.tsx';
