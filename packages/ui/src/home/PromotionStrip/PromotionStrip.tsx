import styled from 'styled-components';
import { CardGrid, cardFrame } from '../HomeSection/cards.ts';
import { HomeSection, type HomeSectionState } from '../HomeSection/HomeSection.tsx';
import { space } from '../../theme/index.ts';

/** One promotion card. */
export interface Promotion {
  /** The promotion's id, its key in the list. */
  id: string | number;
  /** The headline, e.g. 6061 铝板限时特惠. */
  title: string;
  /** One short line under the headline. */
  description: string;
  /** When it runs, as the server formats it, e.g. 2026-11-20 至 2026-11-30. */
  period: string;
  /** Where the card leads. */
  href: string;
}

export interface PromotionStripProps extends HomeSectionState {
  /** The promotions, in order. */
  items: readonly Promotion[];
  /** Where 更多 leads, e.g. '#/home/modelPromotion/list'. */
  moreHref?: string;
}

const Card = styled.a`
  ${cardFrame}
  height: 100%;
  padding: ${space(3)} ${space(4)};
  border-left: 4px solid ${({ theme }) => theme.color.price};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    text-decoration: none;
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Line = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};

  &[data-variant='period'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

/** The home page's promotions as a strip of cards, each leading to its promotion. */
export function PromotionStrip({ items, moreHref, ...state }: PromotionStripProps) {
  return (
    <HomeSection
      title="促销活动"
      moreHref={moreHref}
      isEmpty={items.length === 0}
      emptyText="暂无促销活动"
      skeletonLines={6}
      // A first page of ten promotions: four rows of three cards and their gaps.
      reserve="412px"
      {...state}
    >
      <CardGrid $minWidth="220px">
        {items.map((item) => (
          <li key={item.id}>
            <Card href={item.href}>
              <Title>{item.title}</Title>
              <Line>{item.description}</Line>
              <Line data-variant="period">{item.period}</Line>
            </Card>
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
