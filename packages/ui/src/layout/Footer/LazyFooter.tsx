import { lazy, Suspense } from 'react';
import type { FooterProps } from './Footer.tsx';

const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

/**
 * The same Footer, loaded after the page: it sits below the fold, so its code stays off the
 * home route's initial JavaScript and nothing above it moves when it arrives.
 */
export function LazyFooter(props: FooterProps) {
  return (
    <Suspense>
      <Footer {...props} />
    </Suspense>
  );
}
