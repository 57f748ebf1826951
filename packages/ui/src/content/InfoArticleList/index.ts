export {
  InfoArticleList,
  type InfoArticle,
  type InfoArticleListProps,
} from './InfoArticleList.tsx';
