import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { ArticleView } from '@mall/ui';
import { DocFrame } from '../shared/DocFrame.tsx';
import { viewStatus } from '../shared/DocumentView.tsx';
import { routeId } from '../../../routes/params.ts';
import { useContentStore } from '../shared/useContentStore.ts';
import { href, links } from '../../../routes/links.ts';

/** What a FAQ id that cannot exist shows, without asking the server. */
export const FAQ_NOT_FOUND = '问题不存在';

const FAQ_HREF = href(links.aboutUs('faq'));
const back = <a href={FAQ_HREF}>返回常见问题</a>;

/**
 * /home/aboutUsAskAboutDetail/:id: one FAQ entry under 关于我们's menu. Opening it records the
 * view (POST /bi/userActionRecord/checkAboutUs).
 */
export const FaqDetailPage = observer(function FaqDetailPage() {
  const content = useContentStore();
  const id = routeId(useParams().id);
  const faq = id === null ? null : content.faq(id);

  useEffect(() => {
    if (id !== null) void content.openFaq(id);
  }, [content, id]);

  return (
    <DocFrame area="about" activeHref={FAQ_HREF}>
      {faq ? (
        <ArticleView
          status={viewStatus(faq)}
          title={faq.data?.question}
          meta={faq.data ? [`更新于 ${faq.data.updateTime}`, `浏览 ${faq.data.viewCount}`] : []}
          html={faq.data?.answer}
          errorMessage={faq.error}
          onRetry={() => void faq.load()}
          back={back}
        />
      ) : (
        <ArticleView status="error" errorMessage={FAQ_NOT_FOUND} back={back} />
      )}
    </DocFrame>
  );
});
