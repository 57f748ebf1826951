import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface OrderDetailViewProps {
  /** Terms and values, e.g. ['订单号', 'DD202603180001'], in reading order. */
  facts: readonly (readonly [term: string, value: ReactNode])[];
  /** The order's lines, e.g. a Table; the section is left out without them. */
  lines?: ReactNode;
  /** The order's history, oldest first. */
  events: readonly { at: string; text: string }[];
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(2)} ${space(5)};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & > div {
    display: flex;
    gap: ${space(2)};
  }
  & dt {
    flex: none;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & dd {
    margin: 0;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(4)};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Events = styled.ol`
  margin: 0;
  padding-left: ${space(5)};
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
`;

/** An order's detail: its facts and amounts, its lines, and its history (订单动态). */
export function OrderDetailView({ facts, lines, events }: OrderDetailViewProps) {
  const id = useId();
  return (
    <div>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {lines !== undefined && (
        <Section aria-labelledby={`${id}-lines`}>
          <h3 id={`${id}-lines`}>订单商品</h3>
          {lines}
        </Section>
      )}
      <Section aria-labelledby={`${id}-events`}>
        <h3 id={`${id}-events`}>订单动态</h3>
        <Events>
          {events.map((event) => (
            <li key={`${event.at}${event.text}`}>
              {event.at} {event.text}
            </li>
          ))}
        </Events>
      </Section>
    </div>
  );
}
