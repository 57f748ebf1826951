import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface QuickLink {
  /** The entry's name, e.g. 现货商城. */
  label: string;
  /** One short line under the name. */
  description: string;
  /** Hash route the entry leads to. */
  href: string;
  /** A lucide icon, decorative. */
  icon?: ReactNode;
  /** A pending count shown as a badge when above 0. */
  count?: number;
}

export interface QuickLinksProps {
  /** The entries, in order. */
  items: readonly QuickLink[];
  /** The accessible name of the list, e.g. 快捷入口. */
  label: string;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.a`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${space(1)} ${space(3)};
  height: 100%;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  & > svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.span`
  grid-column: 2 / span 2;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Entry tiles to the main areas of the product, with optional pending counts. */
export function QuickLinks({ items, label }: QuickLinksProps) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.href}>
          <Tile href={item.href}>
            {item.icon}
            <Label>{item.label}</Label>
            {item.count ? (
              <Badge aria-label={`${item.count} 项待处理`}>
                {item.count > 99 ? '99+' : item.count}
              </Badge>
            ) : (
              <span />
            )}
            <Description>{item.description}</Description>
          </Tile>
        </li>
      ))}
    </List>
  );
}
