import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /**
   * HTML that the caller has ALREADY sanitised (the app runs DOMPurify on the server's message
   * content). This component inserts it as it is; never pass raw server HTML.
   */
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
 * The one place in the UI that renders HTML from outside. The caller must pass HTML that is
 * already sanitised (DOMPurify in the app); this component does no cleaning of its own.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  return <Root {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
