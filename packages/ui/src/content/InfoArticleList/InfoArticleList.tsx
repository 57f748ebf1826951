import styled from 'styled-components';
import { HomeSection, type HomeSectionState } from '../../home/HomeSection/HomeSection.tsx';
import { space } from '../../theme/index.ts';

/** One information article as the list shows it. */
export interface InfoArticle {
  /** The article's id, its key in the list. */
  id: string | number;
  /** The headline. */
  title: string;
  /** The publishing date as the server formats it, e.g. 2026-11-20. */
  date: string;
  /** The article's page, e.g. '#/home/modelInfo/detail/12'. */
  href: string;
}

export interface InfoArticleListProps extends HomeSectionState {
  /** The latest articles, newest first. */
  items: readonly InfoArticle[];
  /** Where 更多 leads, e.g. '#/home/modelInfo/list'. */
  moreHref?: string;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: baseline;
    gap: ${space(3)};
    padding: ${space(1)} 0;
  }
  & a {
    flex: 1;
    overflow: hidden;
    color: ${({ theme }) => theme.color.text};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & a:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  & time {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
`;

/** 资讯中心 on the home page: the latest article titles with their dates, each a link. */
export function InfoArticleList({ items, moreHref, ...state }: InfoArticleListProps) {
  return (
    <HomeSection
      title="资讯中心"
      skeletonLines={6}
      reserve="144px"
      moreHref={moreHref}
      isEmpty={items.length === 0}
      emptyText="暂无资讯"
      {...state}
    >
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href} title={item.title}>
              {item.title}
            </a>
            <time dateTime={item.date}>{item.date}</time>
          </li>
        ))}
      </List>
    </HomeSection>
  );
}
