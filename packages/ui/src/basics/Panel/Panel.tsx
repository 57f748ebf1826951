import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The panel's heading, e.g. 今日铝价. */
  title: ReactNode;
  /** Shown at the right of the heading: a link or a small action. */
  extra?: ReactNode;
  /** The panel's content. */
  children: ReactNode;
}

const Root = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${space(4)} ${space(5)} ${space(5)};
`;

const Head = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A titled white section of a page: the building block of the home page and the centre. */
export function Panel({ title, extra, children, ...rest }: PanelProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} {...rest}>
      <Head>
        <Title id={headingId}>{title}</Title>
        {extra}
      </Head>
      {children}
    </Root>
  );
}
