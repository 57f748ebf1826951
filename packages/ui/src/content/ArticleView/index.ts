export { ArticleView, type ArticleAttachment, type ArticleViewProps } from './ArticleView.tsx';
