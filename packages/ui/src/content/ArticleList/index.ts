export { ArticleList, type ArticleListItem, type ArticleListProps } from './ArticleList.tsx';
