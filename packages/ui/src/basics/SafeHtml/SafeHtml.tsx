import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server (message content, articles); it is sanitised here before rendering. */
  html: string;
}

const Root = styled.div`
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }
  & img {
    max-width: 100%;
  }
  & a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * Server HTML is never trusted: scripts, event handlers, `javascript:` URLs, inline styles,
 * forms and embedded frames are removed by DOMPurify.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'marquee'],
    FORBID_ATTR: ['style'],
  });
}

/** The one place in the UI that renders HTML from outside; it sanitises what it is given. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Root {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
