import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { ArticleView } from '@mall/ui';
import { viewStatus } from '../shared/DocumentView.tsx';
import { routeId } from '../../../routes/params.ts';
import { useContentStore } from '../shared/useContentStore.ts';
import { hrefTo } from '../../../routes/links.ts';

/** What an article id that cannot exist shows, without asking the server. */
export const ARTICLE_NOT_FOUND = '资讯不存在';

const back = <a href={hrefTo('infoList')}>返回资讯列表</a>;

/** /home/modelInfo/detail/:id: one article, its server HTML sanitised before rendering. */
export const InfoDetailPage = observer(function InfoDetailPage() {
  const content = useContentStore();
  const id = routeId(useParams().id);
  const article = id === null ? null : content.article(id);

  useEffect(() => {
    void article?.load();
  }, [article]);

  if (!article) return <ArticleView status="error" errorMessage={ARTICLE_NOT_FOUND} back={back} />;
  const data = article.data;
  return (
    <ArticleView
      status={viewStatus(article)}
      title={data?.title}
      meta={
        data
          ? [data.typeName, `来源：${data.source}`, data.publishTime, `阅读 ${data.viewCount}`]
          : []
      }
      html={data?.content}
      errorMessage={article.error}
      onRetry={() => void article.load()}
      back={back}
    />
  );
});
