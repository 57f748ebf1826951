import styled from 'styled-components';
import { HomeSection, type HomeSectionState } from '../HomeSection/HomeSection.tsx';
import { space } from '../../theme/index.ts';

/** A link of the category navigation. */
export interface CategoryLink {
  /** The text, e.g. 6061. */
  label: string;
  /** The search it leads to, e.g. '#/home/modelStore/search?keyword=6061'. */
  href: string;
}

/** A goods category with its grades, e.g. 铝板: 1060, 3003, 5052, 6061. */
export interface GoodsCategory extends CategoryLink {
  /** The grades of the category, each a search link. */
  grades: readonly CategoryLink[];
}

export interface CategoryNavProps extends HomeSectionState {
  /** The categories, in order. */
  categories: readonly GoodsCategory[];
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr);
    gap: ${space(3)};
    padding: ${space(2)} 0;
    border-bottom: 1px dashed ${({ theme }) => theme.color.border};
  }
  & > li:last-child {
    border-bottom: 0;
  }
`;

const Category = styled.a`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Grades = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;

  & a {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & a:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** The home page's goods categories, each with its grades as search links. */
export function CategoryNav({ categories, ...state }: CategoryNavProps) {
  return (
    <HomeSection
      title="商品分类"
      skeletonLines={6}
      // The mall's five categories (铝锭, 铝板, 铝卷, 型材, 铝箔), one 39 px line each.
      reserve="194px"
      isEmpty={categories.length === 0}
      emptyText="暂无商品分类"
      {...state}
    >
      <nav aria-label="商品分类">
        <List>
          {categories.map((category) => (
            <li key={category.href}>
              <Category href={category.href}>{category.label}</Category>
              <Grades aria-label={`${category.label}牌号`}>
                {category.grades.map((grade) => (
                  <li key={grade.href}>
                    <a href={grade.href}>{grade.label}</a>
                  </li>
                ))}
              </Grades>
            </li>
          ))}
        </List>
      </nav>
    </HomeSection>
  );
}
