import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_TYPES, articleTypeId, type ArticleTypeId } from '@mall/domain/contract';
import { ArticleList, Empty, Panel, Tabs } from '@mall/ui';
import { useContentStore } from '../shared/useContentStore.ts';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { href, hrefTo, links } from '../../../routes/links.ts';

const ALL = 'all';
const tabs = [
  { value: ALL, label: '全部' },
  ...ARTICLE_TYPES.map(({ typeId, typeName }) => ({ value: String(typeId), label: typeName })),
];

/** The category in the URL (?typeId=), or undefined for all. */
const typeFromParams = (params: URLSearchParams): ArticleTypeId | undefined => {
  const parsed = articleTypeId.safeParse(Number(params.get('typeId')));
  return parsed.success ? parsed.data : undefined;
};

/**
 * /home/modelInfo/list: information articles, newest first, by category (kept in the URL as
 * ?typeId=, so that a category can be linked to), a page at a time.
 */
export const InfoListPage = observer(function InfoListPage() {
  const { articles, showArticleType } = useContentStore();
  const [params, setParams] = useSearchParams();
  const typeId = typeFromParams(params);

  useEffect(() => {
    void showArticleType(typeId);
  }, [showArticleType, typeId]);

  return (
    <Panel title="资讯中心">
      <Tabs
        label="资讯分类"
        items={tabs}
        value={typeId === undefined ? ALL : String(typeId)}
        onValueChange={(value) => setParams(value === ALL ? {} : { typeId: value })}
      >
        <ArticleList
          label="资讯列表"
          items={articles.rows.map((row) => ({
            id: row.id,
            href: href(links.article(row.id)),
            tag: row.typeName,
            title: row.title,
            summary: row.summary,
            meta: [row.source, row.publishTime, `阅读 ${row.viewCount}`],
          }))}
          {...listState(articles)}
          empty={
            <Empty description="暂无资讯" action={<a href={hrefTo('search')}>去逛逛现货商城</a>} />
          }
        />
        <ListPager list={articles} />
      </Tabs>
    </Panel>
  );
});
