export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './SafeHtml.tsx';
