import { useId } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** Where a promotion stands; ended ones are shown in grey. */
export type PromotionCardStatus = 'upcoming' | 'ongoing' | 'ended';

export interface PromotionCardProps {
  /** The promotion's name, e.g. 5052 铝板春季特惠. */
  title: string;
  /** One line of what it offers. */
  subtitle: string;
  /** The banner colour ('#RRGGBB', dark enough for white text) when there is no image. */
  color: string;
  /** The banner image, if any (its title is still written over it). */
  image?: string | null;
  /** The dates, e.g. 2026-03-13 至 2026-03-28. */
  dateRange: string;
  /** Where it stands. */
  status: PromotionCardStatus;
  /** The status in words, e.g. 进行中. */
  statusText: string;
  /** Hash route of the goods it is about, e.g. the search for its keyword. */
  href: string;
  /** The link text, e.g. 去选购. */
  actionText: string;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Banner = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${space(1)};
  min-height: 120px;
  padding: ${space(4)};
  background-size: cover;
  background-position: center;
  color: #fff;

  [data-variant='ended'] > & {
    background-color: ${({ theme }) => theme.color.textSecondary} !important;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Subtitle = styled.p`
  margin: 0;
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

const Status = styled.span`
  padding: 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  line-height: 20px;
  background: ${({ theme }) => theme.color.fill};
  color: ${({ theme }) => theme.color.textSecondary};

  &[data-variant='ongoing'] {
    background: ${({ theme }) => theme.color.price};
    color: #fff;
  }
  &[data-variant='upcoming'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Dates = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Action = styled.a`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A promotion: a banner in its colour (or image) with the title written on it, then its
 * status, dates and a link to its goods.
 */
export function PromotionCard({
  title,
  subtitle,
  color,
  image,
  dateRange,
  status,
  statusText,
  href,
  actionText,
}: PromotionCardProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} data-variant={status}>
      <Banner
        style={{ backgroundColor: color, backgroundImage: image ? `url("${image}")` : undefined }}
      >
        <Title id={titleId}>{title}</Title>
        <Subtitle>{subtitle}</Subtitle>
      </Banner>
      <Foot>
        <Status data-variant={status}>{statusText}</Status>
        <Dates>{dateRange}</Dates>
        <Action href={href} aria-label={`${actionText}：${title}`}>
          {actionText}
        </Action>
      </Foot>
    </Root>
  );
}
