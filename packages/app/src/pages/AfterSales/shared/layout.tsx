import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 24px;
  margin: 0;

  div {
    display: flex;
    gap: 8px;
  }

  dt {
    flex: none;
    width: 84px;
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
  }
`;

/** Label–value pairs of an application, two a row. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <List>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const Titled = styled.section`
  display: grid;
  gap: 12px;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin: 0;
  }
`;

/** A titled part of a page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Titled aria-label={title}>
      <h3>{title}</h3>
      {children}
    </Titled>
  );
}
